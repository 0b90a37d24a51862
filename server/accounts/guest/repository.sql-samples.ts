import type { SqlSamples } from '../../db/sql-samples';
import type { GuestPassesRepository } from './repository';
import type { GuestPassesTable } from './tables';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { GuestPassesRepository: SqlSamples<GuestPassesRepository> } = {
  GuestPassesRepository: {
    insert: { args: (_db, make) => [make.row<GuestPassesTable>('guest_passes')] },
  },
};
