import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderPaymentClaimsTable, OrderRefundLinesTable, OrderRefundsTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type ClaimRow = OrderPaymentClaimsTable;
export type RefundRow = OrderRefundsTable;
export type RefundLineRow = OrderRefundLinesTable;

const SALE_STATUSES = ['paid', 'shipped', 'ready_for_pickup', 'completed'];

/** The only SQL on payment claims and refunds, and on the order figures a refund changes. */
export class AfterSaleRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  // ---- payment claims ----

  async findClaim(orderId: string, db: Executor = this.db): Promise<ClaimRow | undefined> {
    return db
      .selectFrom('order_payment_claims')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
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

  // ---- refunds ----

  /**
   * The first write of a refund: bumps the sale's updated_at while it is a sale. On PostgreSQL this row lock
   * makes concurrent refunds of one sale run one after another (SQLite runs writers one at a time anyway),
   * so each one reads what the others refunded before deciding.
   */
  async lockSale(db: Executor, orderId: string, now: number): Promise<boolean> {
    const r = await db
      .updateTable('orders')
      .set({ updated_at: now })
      .where('id', '=', orderId)
      .where('status', 'in', SALE_STATUSES)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async refundsOf(orderId: string, db: Executor = this.db): Promise<RefundRow[]> {
    return db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  async refundLinesOf(orderId: string, db: Executor = this.db): Promise<RefundLineRow[]> {
    return db.selectFrom('order_refund_lines').selectAll().where('order_id', '=', orderId).execute();
  }

  async insertRefund(db: Executor, refund: RefundRow, lines: RefundLineRow[]): Promise<void> {
    await db.insertInto('order_refunds').values(refund).execute();
    if (lines.length > 0) await db.insertInto('order_refund_lines').values(lines).execute();
  }

  /** Takes a refund's figures off the sale (its lists and totals then show what was kept). */
  async reduceSale(
    db: Executor,
    orderId: string,
    by: { total: number; fee: number; profit: number; units: number },
  ): Promise<void> {
    await db
      .updateTable('orders')
      .set((eb) => ({
        total_cents: eb('total_cents', '-', by.total),
        fee_cents: eb('fee_cents', '-', by.fee),
        profit_cents: eb('profit_cents', '-', by.profit),
        units: eb('units', '-', by.units),
      }))
      .where('id', '=', orderId)
      .execute();
  }
}
