import type { SqlSamples } from '../db/sql-samples';
import type { ShopSynonymsRepository } from './shop-synonyms-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ShopSynonymsRepository: SqlSamples<ShopSynonymsRepository> } = {
  ShopSynonymsRepository: {
    of: { args: () => ['seller-1'] },
    replace: { args: (_db, make) => ['seller-1', [make.row('shop_synonyms')]] },
    alikeOf: { args: () => [['goji', '杞子']] },
  },
};
