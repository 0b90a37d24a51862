import type { SqlSamples } from '../../db/sql-samples';
import type { PayoutGuardRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { PayoutGuardRepository: SqlSamples<PayoutGuardRepository> } = {
  PayoutGuardRepository: { insertChange: { args: (_db, make) => [make.row('payout_changes')] } },
};
