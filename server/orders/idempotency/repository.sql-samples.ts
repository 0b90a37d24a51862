import type { SqlSamples } from '../../db/sql-samples';
import type { IdempotencyRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { IdempotencyRepository: SqlSamples<IdempotencyRepository> } = {
  IdempotencyRepository: {
    transaction: { noQuery: 'runs its callback in a transaction; the queries are the callers’' },
  },
};
