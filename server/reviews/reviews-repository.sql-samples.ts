import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { SqlSamples } from '../db/sql-samples';
import type { ReviewsRepository } from './reviews-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ReviewsRepository: SqlSamples<ReviewsRepository> } = {
  ReviewsRepository: {
    insert: { args: (db, make) => [db as Transaction<Database>, make.row('reviews')] },
  },
};
