import type { Kysely, Transaction } from 'kysely';
import { PreparedRepository } from '../../db/prepared-repository-base';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The only SQL on order_requests: the idempotency keys of checkout, payments, refunds and offline sales. */
export class IdempotencyRepository extends PreparedRepository {
  // this.prepared: every checkout, payment and offline sale looks its key up first: compiled once (server/db/prepared.ts)

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async findRequest(userId: string, key: string, db: Executor = this.db) {
    const [row] = await this.prepared.run(
      'findRequest',
      { userId, key },
      (v) =>
        this.db
          .selectFrom('order_requests')
          .selectAll()
          .where('user_id', '=', v.userId)
          .where('idem_key', '=', v.key),
      db,
    );
    return row;
  }

  /**
   * Records a key and its answer inside the caller's transaction, after its work: a second copy of the same key
   * fails on the primary key, and its transaction undoes what it did.
   */
  async recordRequest(
    db: Executor,
    row: {
      userId: string;
      key: string;
      action: string;
      target: string;
      fingerprint: string;
      result: string;
      now: number;
    },
  ): Promise<void> {
    await db
      .insertInto('order_requests')
      .values({
        user_id: row.userId,
        idem_key: row.key,
        action: row.action,
        target: row.target,
        fingerprint: row.fingerprint,
        result: row.result,
        created_at: row.now,
      })
      .execute();
  }
}
