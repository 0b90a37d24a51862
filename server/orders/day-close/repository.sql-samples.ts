import type { SqlSamples } from '../../db/sql-samples';
import type { DayCloseRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { DayCloseRepository: SqlSamples<DayCloseRepository> } = {
  DayCloseRepository: { upsert: { args: (_db, make) => [make.row('pos_day_closes')] } },
};
