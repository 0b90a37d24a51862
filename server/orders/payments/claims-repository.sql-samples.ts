import type { SqlSamples } from '../../db/sql-samples';
import type { ClaimsRepository } from './claims-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ClaimsRepository: SqlSamples<ClaimsRepository> } = {
  ClaimsRepository: {
    putClaim: { args: (db, make) => [db, make.row('order_payment_claims')] },
    transaction: { noQuery: 'runs its callback in a transaction; the queries are the callers’' },
  },
};
