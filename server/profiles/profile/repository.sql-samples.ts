import type { SqlSamples } from '../../db/sql-samples';
import type { ProfileRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ProfileRepository: SqlSamples<ProfileRepository> } = {
  ProfileRepository: {
    upsertBank: { args: (_db, make) => [make.row('user_bank_info')] },
    withShopNameContainingAny: { args: () => [['ahkam', 'driedgoods'], 20] },
  },
};
