import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { CLAIM_IMAGE_PREFIX } from './claim-images';
import type { OrderPaymentClaimsTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type ClaimRow = OrderPaymentClaimsTable;

/** The only SQL on payment claims ("I have paid", docs/decisions/0090-payment-claims.md). */
export class ClaimsRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async findClaim(orderId: string, db: Executor = this.db): Promise<ClaimRow | undefined> {
    return db
      .selectFrom('order_payment_claims')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  }

  /** When each of `orderIds` was claimed paid, for the open claims among them (lists show "Payment claimed"). */
  async claimedAtOf(orderIds: string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('order_payment_claims')
      .select(['order_id', 'claimed_at'])
      .where('order_id', 'in', orderIds)
      .where('state', '=', 'claimed')
      .execute();
    return new Map(rows.map((r) => [r.order_id, Number(r.claimed_at)]));
  }

  /** Inserts or replaces the claim of an order (a new claim after a rejection starts over). */
  async putClaim(db: Executor, row: ClaimRow): Promise<void> {
    await db
      .insertInto('order_payment_claims')
      .values(row)
      .onConflict((oc) =>
        oc.column('order_id').doUpdateSet({
          state: row.state,
          reference: row.reference,
          screenshot: row.screenshot,
          claimed_at: row.claimed_at,
          rejected_at: null,
          reject_reason: '',
        }),
      )
      .execute();
  }

  async setScreenshot(db: Executor, orderId: string, path: string): Promise<boolean> {
    const r = await db
      .updateTable('order_payment_claims')
      .set({ screenshot: path })
      .where('order_id', '=', orderId)
      .where('state', '=', 'claimed')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** claimed → rejected in one conditional UPDATE: false when there was no open claim. */
  async rejectClaim(db: Executor, orderId: string, reason: string, now: number): Promise<boolean> {
    const r = await db
      .updateTable('order_payment_claims')
      .set({ state: 'rejected', rejected_at: now, reject_reason: reason })
      .where('order_id', '=', orderId)
      .where('state', '=', 'claimed')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Screenshot paths stored in the public image namespace (uploaded before claim screenshots were private). */
  async publicScreenshots(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('order_payment_claims')
      .select('screenshot')
      .where('screenshot', 'is not', null)
      .where('screenshot', 'not like', `${CLAIM_IMAGE_PREFIX}%`)
      .execute();
    return rows.map((r) => r.screenshot!);
  }

  /** The seller's open claims on orders still awaiting payment, oldest claim first. */
  async openClaims(sellerId: string, limit: number): Promise<ClaimRow[]> {
    return this.db
      .selectFrom('order_payment_claims')
      .innerJoin('orders', 'orders.id', 'order_payment_claims.order_id')
      .selectAll('order_payment_claims')
      .where('order_payment_claims.seller_id', '=', sellerId)
      .where('order_payment_claims.state', '=', 'claimed')
      .where('orders.status', '=', 'pending_payment')
      .orderBy('order_payment_claims.claimed_at')
      .orderBy('order_payment_claims.order_id')
      .limit(limit)
      .execute();
  }
}
