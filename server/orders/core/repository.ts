import { type Kysely, sql, type Transaction } from 'kysely';
import type { SaleTotals } from '../../../contract/sale-figures';
import { isSqlite } from '../../db/dialect';
import { PreparedRepository } from '../../db/prepared-repository-base';
import type { Database } from '../../db/schema';
import type { OrderLinesTable, OrdersTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type OrderRow = OrdersTable;
export type LineRow = OrderLinesTable;

/** The states in which an order is a sale (paid, and not cancelled): reports and refunds count these. */
export const SALE_STATUSES = ['paid', 'shipped', 'ready_for_pickup', 'completed'];

/**
 * The only SQL that writes orders and order_lines (docs/decisions/0095: within the orders domain a
 * sub-domain writes only its own tables; the others write these through this repository).
 */
export class OrdersRepository extends PreparedRepository {
  // this.prepared: the reads every cart, sale and checkout call makes, compiled once per shape (server/db/prepared.ts)

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async findOrder(id: string, db: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await this.prepared.run(
      'findOrder',
      { id },
      (v) => this.db.selectFrom('orders').selectAll().where('id', '=', v.id),
      db,
    );
    return row;
  }

  async findCart(userId: string, db: Executor = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('cart_owner', '=', userId).executeTakeFirst();
  }

  async linesOf(orderIds: string[], db: Executor = this.db): Promise<LineRow[]> {
    if (orderIds.length === 0) return [];
    return this.prepared.run(
      'linesOf',
      { orderIds },
      (v) =>
        this.db
          .selectFrom('order_lines')
          .selectAll()
          .where('order_id', 'in', v.orderIds)
          .orderBy('order_id')
          .orderBy('position'),
      db,
    );
  }

  async insertOrder(db: Executor, row: OrderRow): Promise<void> {
    await db.insertInto('orders').values(row).execute();
  }

  async insertLines(db: Executor, lines: LineRow[]): Promise<void> {
    if (lines.length === 0) return;
    await db.insertInto('order_lines').values(lines).execute();
  }

  /**
   * A new draft and its first lines. On PostgreSQL one statement (the order's INSERT in a CTE; its lines' foreign
   * key is checked at the statement's end), so a cart's first add is neither a transaction nor three round trips
   * (docs/decisions/0294-postgresql-statements-are-the-cost.md); SQLite has no INSERT in a CTE and runs in-process.
   */
  async insertDraft(row: OrderRow, lines: LineRow[]): Promise<void> {
    if (isSqlite(this.db) || lines.length === 0) {
      await this.transaction(async (trx) => {
        await this.insertOrder(trx, row);
        await this.insertLines(trx, lines);
      });
      return;
    }
    await this.db
      .with('draft', (db) => db.insertInto('orders').values(row).returning('id'))
      .insertInto('order_lines')
      .values(lines)
      .execute();
  }

  /**
   * One line added after a draft's others, its position worked out by the INSERT itself. The same product twice
   * fails on the lines' primary key (order, product): the caller's "already in your cart".
   */
  async appendLine(db: Executor, line: Omit<LineRow, 'position'>): Promise<void> {
    await db
      .insertInto('order_lines')
      .values({
        ...line,
        position: sql<number>`(select coalesce(max(position) + 1, 0) from order_lines where order_id = ${line.order_id})`,
      })
      .execute();
  }

  async deleteLines(db: Executor, orderId: string): Promise<void> {
    await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  }

  /** An order and its lines: the lines go by their foreign key's ON DELETE CASCADE (both databases). */
  async deleteOrder(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('orders').where('id', '=', id).execute();
  }

  /**
   * The first write of every change to a draft: bumps updated_at only while the order is still a draft, and
   * answers the draft as it now is (undefined when it is not a draft any more), so no read follows.
   * On PostgreSQL it also locks the row, so changes to one draft (and its checkout) happen one after another.
   */
  async touchDraft(
    db: Executor,
    id: string,
    now: number,
    message?: string,
    /** the bill's discount as JSON; null removes it, undefined leaves it (decision 0232) */
    discountJson?: string | null,
    /** a till sale's customer (decision 0282); null a walk-in, undefined leaves it */
    customerId?: string | null,
    /** the loyalty points a till sale's customer redeems (decision 0283); undefined leaves them */
    redeemPoints?: number,
    /** a full stamp card's stamps and free item (decision 0289); undefined leaves them */
    redeemStamps?: { stamps: number; cents: number },
  ): Promise<OrderRow | undefined> {
    return db
      .updateTable('orders')
      .set({
        updated_at: now,
        ...(message === undefined ? {} : { message }),
        ...(discountJson === undefined ? {} : { discount_json: discountJson }),
        ...(customerId === undefined ? {} : { customer_id: customerId }),
        ...(redeemPoints === undefined ? {} : { redeem_points: redeemPoints }),
        ...(redeemStamps === undefined
          ? {}
          : { redeem_stamps: redeemStamps.stamps, stamps_cents: redeemStamps.cents }),
      })
      .where('id', '=', id)
      .where('status', '=', 'cart')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Checkout's claim on a cart: `touchDraft` for the buyer's own online cart only, answering it as it now is
   * (undefined when it is not hers or not a cart any more).
   */
  async claimCart(db: Executor, id: string, buyerId: string, now: number): Promise<OrderRow | undefined> {
    return db
      .updateTable('orders')
      .set({ updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'cart')
      .where('order_type', '=', 'Online-Sell')
      .where('buyer_id', '=', buyerId)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Moves an order from one of `from` to `to` in one conditional UPDATE, answering the order as it now is
   * (undefined when it was not in `from`), so no read follows the move.
   */
  async transition(
    db: Executor,
    id: string,
    from: string[],
    changes: Partial<OrderRow> & { status: string },
  ): Promise<OrderRow | undefined> {
    return db
      .updateTable('orders')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  }

  async fixLine(db: Executor, line: LineRow): Promise<void> {
    await db
      .updateTable('order_lines')
      .set({
        name: line.name,
        thumbnail: line.thumbnail,
        price_cents: line.price_cents,
        discount_bp: line.discount_bp,
        cost_cents: line.cost_cents,
        unit_cents: line.unit_cents,
        total_cents: line.total_cents,
        fee_cents: line.fee_cents,
        profit_cents: line.profit_cents,
        line_off_cents: line.line_off_cents,
        bill_off_cents: line.bill_off_cents,
      })
      .where('order_id', '=', line.order_id)
      .where('product_id', '=', line.product_id)
      .execute();
  }

  /**
   * A placed order's discounts changed (the seller's special price, decision 0235): each line's discount and
   * figures, then the order's totals, in the caller's transaction.
   */
  async reprice(
    db: Executor,
    orderId: string,
    lines: LineRow[],
    order: Pick<
      OrderRow,
      'total_cents' | 'fee_cents' | 'profit_cents' | 'discount_json' | 'discount_cents' | 'updated_at'
    >,
  ): Promise<void> {
    for (const line of lines) {
      await db
        .updateTable('order_lines')
        .set({
          discount_json: line.discount_json,
          line_off_cents: line.line_off_cents,
          bill_off_cents: line.bill_off_cents,
          total_cents: line.total_cents,
          fee_cents: line.fee_cents,
          profit_cents: line.profit_cents,
        })
        .where('order_id', '=', orderId)
        .where('product_id', '=', line.product_id)
        .execute();
    }
    await db.updateTable('orders').set(order).where('id', '=', orderId).execute();
  }

  /** A page of a buyer's or seller's orders, newest first (ids are time-ordered). */
  async listPage(q: {
    party: 'buyer_id' | 'seller_id';
    userId: string;
    status?: string;
    orderType?: string;
    cursor?: string | null;
    limit: number;
  }): Promise<OrderRow[]> {
    let query = this.db.selectFrom('orders').selectAll().where(q.party, '=', q.userId);
    query = q.status ? query.where('status', '=', q.status) : query.where('status', '!=', 'cart');
    if (q.orderType) query = query.where('order_type', '=', q.orderType as OrderRow['order_type']);
    if (q.cursor) query = query.where('id', '<', q.cursor);
    return query.orderBy('id', 'desc').limit(q.limit).execute();
  }

  /** The orders a buyer or seller placed in a range (the orders CSV), oldest first. */
  async placedBetween(party: 'buyer_id' | 'seller_id', userId: string, since: number, until: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where(party, '=', userId)
      .where('placed_at', '>=', since)
      .where('placed_at', '<', until)
      .where('order_type', '=', 'Online-Sell')
      .orderBy('placed_at')
      .orderBy('id')
      .execute();
  }

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

  /**
   * The seller ticks a sale as checked against her bank (docs/decisions/0276-fps-offline-to-check.md): clears
   * to_check of her own order; false when it is not hers or was not to check (already ticked: nothing changes).
   */
  async markChecked(db: Executor, orderId: string, sellerId: string, now: number): Promise<boolean> {
    const r = await db
      .updateTable('orders')
      .set({ to_check: 0, updated_at: now })
      .where('id', '=', orderId)
      .where('seller_id', '=', sellerId)
      .where('to_check', '=', 1)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /**
   * What the refunds of each of these orders took, summed (docs/decisions/0267-order-gross-and-refund-rows.md):
   * the order keeps its figures as sold, and its net is derived from this by `saleNet` (./sale-net.ts).
   */
  async refundSumsOf(orderIds: string[], db: Executor = this.db): Promise<Map<string, SaleTotals>> {
    if (orderIds.length === 0) return new Map();
    const rows = await refundSums(db).where('order_refunds.order_id', 'in', orderIds).execute();
    return new Map(
      rows.map((r) => [
        r.order_id,
        {
          total_cents: Number(r.refunded_total_cents),
          fee_cents: Number(r.refunded_fee_cents),
          profit_cents: Number(r.refunded_profit_cents),
          units: Number(r.refunded_units),
        },
      ]),
    );
  }
}

/**
 * The one SQL form of what a sale's refunds took (docs/decisions/0267-order-gross-and-refund-rows.md): its refund
 * rows summed by order. The core's `refundSumsOf` and the sales list (reports/repository.ts) read it; the order row
 * itself is never reduced.
 */
export function refundSums(db: Executor) {
  return db
    .selectFrom('order_refunds')
    .select([
      'order_refunds.order_id',
      sql<number>`sum(order_refunds.total_cents)`.as('refunded_total_cents'),
      sql<number>`sum(order_refunds.fee_cents)`.as('refunded_fee_cents'),
      sql<number>`sum(order_refunds.profit_cents)`.as('refunded_profit_cents'),
      sql<number>`sum(order_refunds.units)`.as('refunded_units'),
    ])
    .groupBy('order_refunds.order_id');
}
