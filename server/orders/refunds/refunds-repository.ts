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

  /**
   * What the refunds made up to `until` (inclusive) had taken back of these sales: per sale its money and items,
   * per sale and product its quantity. A receipt's loyalty balance is as of its sale (docs/decisions/0283-loyalty.md).
   */
  async refundedUntil(
    orderIds: readonly string[],
    until: number,
  ): Promise<{
    sales: { order_id: string; refunded_cents: number; refunded_units: number }[];
    lines: { order_id: string; product_id: string; quantity: number }[];
  }> {
    if (orderIds.length === 0) return { sales: [], lines: [] };
    const [sales, lines] = await Promise.all([
      this.db
        .selectFrom('order_refunds')
        .select((eb) => [
          'order_refunds.order_id',
          eb.fn.sum<number>('order_refunds.total_cents').as('refunded_cents'),
          eb.fn.sum<number>('order_refunds.units').as('refunded_units'),
        ])
        .where('order_refunds.order_id', 'in', [...orderIds])
        .where('order_refunds.created_at', '<=', until)
        .groupBy('order_refunds.order_id')
        .orderBy('order_refunds.order_id')
        .execute(),
      this.db
        .selectFrom('order_refund_lines')
        .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_lines.refund_id')
        .select((eb) => [
          'order_refund_lines.order_id',
          'order_refund_lines.product_id',
          eb.fn.sum<number>('order_refund_lines.quantity').as('quantity'),
        ])
        .where('order_refund_lines.order_id', 'in', [...orderIds])
        .where('order_refunds.created_at', '<=', until)
        .groupBy(['order_refund_lines.order_id', 'order_refund_lines.product_id'])
        .orderBy('order_refund_lines.order_id')
        .orderBy('order_refund_lines.product_id')
        .execute(),
    ]);
    return {
      sales: sales.map((r) => ({
        order_id: r.order_id,
        refunded_cents: Number(r.refunded_cents ?? 0),
        refunded_units: Number(r.refunded_units ?? 0),
      })),
      lines: lines.map((r) => ({
        order_id: r.order_id,
        product_id: r.product_id,
        quantity: Number(r.quantity ?? 0),
      })),
    };
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
