import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderRefundLinesTable, OrderRefundsTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type RefundRow = OrderRefundsTable;
export type RefundLineRow = OrderRefundLinesTable;

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
}
