import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderLinesTable, OrdersTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type OrderRow = OrdersTable;
export type LineRow = OrderLinesTable;

const SALE_STATUSES = ['paid', 'shipped', 'ready_for_pickup', 'completed'];

export interface SalesFilter {
  sellerId: string;
  since: number | null;
  orderType: 'Online-Sell' | 'POS-Sell' | null;
}

export interface SalesAggregate {
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
  count: number;
  units: number;
}

/** The only SQL on orders, order_lines and order_requests. */
export class OrdersRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async findOrder(id: string, db: Executor = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findCart(userId: string, db: Executor = this.db): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('cart_owner', '=', userId).executeTakeFirst();
  }

  async linesOf(orderIds: string[], db: Executor = this.db): Promise<LineRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .execute();
  }

  async insertOrder(db: Executor, row: OrderRow): Promise<void> {
    await db.insertInto('orders').values(row).execute();
  }

  async insertLines(db: Executor, lines: LineRow[]): Promise<void> {
    if (lines.length === 0) return;
    await db.insertInto('order_lines').values(lines).execute();
  }

  async deleteLines(db: Executor, orderId: string): Promise<void> {
    await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  }

  async deleteOrder(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('order_lines').where('order_id', '=', id).execute();
    await db.deleteFrom('orders').where('id', '=', id).execute();
  }

  async nextPosition(db: Executor, orderId: string): Promise<number> {
    const row = await db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
  }

  /**
   * The first write of every change to a draft: bumps updated_at only while the order is still a draft.
   * On PostgreSQL it also locks the row, so changes to one draft (and its checkout) happen one after another.
   */
  async touchDraft(db: Executor, id: string, now: number, message?: string): Promise<boolean> {
    const result = await db
      .updateTable('orders')
      .set({ updated_at: now, ...(message === undefined ? {} : { message }) })
      .where('id', '=', id)
      .where('status', '=', 'cart')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Moves an order from one of `from` to `to` in one conditional UPDATE: false when it was not in `from`. */
  async transition(
    db: Executor,
    id: string,
    from: string[],
    changes: Partial<OrderRow> & { status: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('orders')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
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
      })
      .where('order_id', '=', line.order_id)
      .where('product_id', '=', line.product_id)
      .execute();
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

  private salesQuery(f: SalesFilter, db: Executor = this.db) {
    let query = db
      .selectFrom('orders')
      .where('seller_id', '=', f.sellerId)
      .where('paid_at', 'is not', null)
      .where('status', 'in', SALE_STATUSES);
    if (f.since !== null) query = query.where('paid_at', '>=', f.since);
    if (f.orderType) query = query.where('order_type', '=', f.orderType);
    return query;
  }

  /** A page of sales, newest payment first; cursor = the last item's paid_at and id. */
  async salesPage(
    f: SalesFilter,
    cursor: { paidAt: number; id: string } | null,
    limit: number,
  ): Promise<OrderRow[]> {
    let query = this.salesQuery(f).selectAll();
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('paid_at', '<', cursor.paidAt),
          eb.and([eb('paid_at', '=', cursor.paidAt), eb('id', '<', cursor.id)]),
        ]),
      );
    }
    return query.orderBy('paid_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async salesAggregate(f: SalesFilter): Promise<SalesAggregate> {
    const row = await this.salesQuery(f)
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('total_cents'), sql<number>`0`).as('total_cents'),
        eb.fn.coalesce(eb.fn.sum<number>('fee_cents'), sql<number>`0`).as('fee_cents'),
        eb.fn.coalesce(eb.fn.sum<number>('profit_cents'), sql<number>`0`).as('profit_cents'),
        eb.fn.coalesce(eb.fn.sum<number>('units'), sql<number>`0`).as('units'),
        eb.fn.countAll<number>().as('count'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total_cents: Number(row.total_cents),
      fee_cents: Number(row.fee_cents),
      profit_cents: Number(row.profit_cents),
      units: Number(row.units),
      count: Number(row.count),
    };
  }

  async bestSellers(
    sellerId: string,
    since: number,
    limit: number,
  ): Promise<
    { product_id: string; name: string; thumbnail: string | null; units: number; revenue_cents: number }[]
  > {
    const rows = await this.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .where('orders.seller_id', '=', sellerId)
      .where('orders.paid_at', '>=', since)
      .where('orders.status', 'in', SALE_STATUSES)
      .select((eb) => [
        'order_lines.product_id',
        eb.fn.max('order_lines.name').as('name'),
        eb.fn.max('order_lines.thumbnail').as('thumbnail'),
        eb.fn.sum<number>('order_lines.quantity').as('units'),
        eb.fn.sum<number>('order_lines.total_cents').as('revenue_cents'),
      ])
      .groupBy('order_lines.product_id')
      .orderBy('units', 'desc')
      .orderBy('revenue_cents', 'desc')
      .orderBy('order_lines.product_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      product_id: r.product_id,
      name: String(r.name),
      thumbnail: (r.thumbnail as string | null) ?? null,
      units: Number(r.units),
      revenue_cents: Number(r.revenue_cents),
    }));
  }

  // ---- idempotency records ----

  async findRequest(userId: string, key: string, db: Executor = this.db) {
    return db
      .selectFrom('order_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
  }

  /** Claims a key inside the caller's transaction; a second claim of the same key fails on the primary key. */
  async claimRequest(
    db: Executor,
    row: { userId: string; key: string; action: string; target: string; now: number },
  ): Promise<void> {
    await db
      .insertInto('order_requests')
      .values({
        user_id: row.userId,
        idem_key: row.key,
        action: row.action,
        target: row.target,
        result: '',
        created_at: row.now,
      })
      .execute();
  }

  async storeResult(db: Executor, userId: string, key: string, result: string): Promise<void> {
    await db
      .updateTable('order_requests')
      .set({ result })
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .execute();
  }
}
