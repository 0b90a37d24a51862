import type { SqlSamples } from '../../db/sql-samples';
import type { ShiftRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ShiftRepository: SqlSamples<ShiftRepository> } = {
  ShiftRepository: {
    insert: { args: (_db, make) => [make.row('pos_shifts')] },
    addMove: { args: (_db, make) => [make.row('pos_cash_moves')] },
  },
};
