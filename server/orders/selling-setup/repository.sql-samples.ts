import type { SqlSamples } from '../../db/sql-samples';
import type { SellingSetupRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { SellingSetupRepository: SqlSamples<SellingSetupRepository> } = {
  SellingSetupRepository: { save: { args: (_db, make) => [make.row('selling_setup')] } },
};
