import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderRefundLinesTable, OrderRefundPaymentsTable, OrderRefundsTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type RefundRow = OrderRefundsTable;
export type RefundLineRow = OrderRefundLinesTable;
export type RefundPartRow = OrderRefundPaymentsTable;

/**
 * The SQL of refunds (docs/decisions/0091-refunds.md), but for their sums by sale, which every reader of a sale's
 * net uses (core/repository.ts `refundSums`): the sale's own figures stay as sold
 * (docs/decisions/0267-order-gross-and-refund-rows.md).
 */
export class RefundsRepository {
  constructor(readonly db: Kysely<Database>) {}

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

  /** what a split sale's refunds gave back by part of its payment (docs/decisions/0281-split-payments.md) */
  async insertRefundParts(db: Executor, rows: RefundPartRow[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('order_refund_payments').values(rows).execute();
  }

  /** the parts given back by the refunds of the given sales, or by the given refunds */
  async refundPartsOf(
    by: { orderIds?: readonly string[]; refundIds?: readonly string[] },
    db: Executor = this.db,
  ): Promise<RefundPartRow[]> {
    const orderIds = by.orderIds ?? [];
    const refundIds = by.refundIds ?? [];
    if (orderIds.length === 0 && refundIds.length === 0) return [];
    let q = db.selectFrom('order_refund_payments').selectAll();
    q =
      orderIds.length > 0
        ? q.where('order_id', 'in', [...orderIds])
        : q.where('refund_id', 'in', [...refundIds]);
    const rows = await q.orderBy('refund_id').orderBy('seq').execute();
    return rows.map((r) => ({ ...r, seq: Number(r.seq), amount_cents: Number(r.amount_cents) }));
  }
}
