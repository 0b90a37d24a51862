import type { SqlSamples } from '../db/sql-samples';
import type { LoyaltyRepository } from './loyalty-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { LoyaltyRepository: SqlSamples<LoyaltyRepository> } = {
  LoyaltyRepository: {
    saveSettings: { args: (_db, make) => [make.row('loyalty_settings')] },
    earnAll: { args: (_db, make) => [[make.row('loyalty_ledger')]] },
    takeBackAll: { args: (_db, make) => [[make.row('loyalty_ledger')]] },
    redeem: { args: (db, make) => [db, make.row('loyalty_ledger')] },
  },
};
