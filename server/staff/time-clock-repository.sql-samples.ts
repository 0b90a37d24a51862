import type { SqlSamples } from '../db/sql-samples';
import type { TimeClockRepository } from './time-clock-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { TimeClockRepository: SqlSamples<TimeClockRepository> } = {
  TimeClockRepository: {
    insertEntry: { args: (_db, make) => [make.row('staff_time_entries')] },
    editEntry: { args: () => ['user-1', 'entry-1', { clock_in: 1, clock_out: 2, edited_at: 3 }] },
  },
};
