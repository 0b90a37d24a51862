import type { SqlSamples } from '../../db/sql-samples';
import type { WayInRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { WayInRepository: SqlSamples<WayInRepository> } = {
  WayInRepository: {
    insert: { args: (_db, make) => [make.row('way_in_changes')] },
    countWaysIn: { args: () => ['user-1'] },
  },
};
