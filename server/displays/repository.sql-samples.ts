import type { SqlSamples } from '../db/sql-samples';
import type { DisplaysRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { DisplaysRepository: SqlSamples<DisplaysRepository> } = {
  DisplaysRepository: { insert: { args: (_db, make) => [make.row('display_pairings')] } },
};
