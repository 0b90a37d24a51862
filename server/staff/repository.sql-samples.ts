import type { SqlSamples } from '../db/sql-samples';
import type { StaffRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { StaffRepository: SqlSamples<StaffRepository> } = {
  StaffRepository: {
    insertMember: { args: (_db, make) => [make.row('staff_members')] },
    insertRole: { args: (_db, make) => [make.row('staff_roles')] },
    saveSettings: { args: (_db, make) => [make.row('staff_settings')] },
    insertToken: { args: (_db, make) => [make.row('staff_tokens')] },
  },
};
