import { type Kysely, type QueryCreator, sql, type Transaction } from 'kysely';
import { addQuantities } from '../../../contract/units';
import { isSqlite } from '../../db/dialect';
import { newId } from '../../db/ids';
import { type PreparedOptions, PreparedStatements } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { Executor } from '../product-rows';
import { type StockMovementRow, StockMovementsRepository, type StockWhy } from './stock-repository';

/**
 * The stock of `products` rows: taken by a sale, put back by a refund, changed by the seller, each change
 * written beside it in the history (docs/decisions/0228-stock-history.md). The only place stock changes.
 */
export class ProductStockRepository {
  private readonly sqlite: boolean;
  private readonly ledger: StockMovementsRepository;
  /** the sale's take, compiled once (docs/decisions/0125-hot-path-performance.md) */
  private readonly prepared: PreparedStatements;

  constructor(
    private readonly db: Kysely<Database>,
    opts: PreparedOptions = {},
  ) {
    this.sqlite = isSqlite(db);
    this.prepared = PreparedStatements.for(db, opts);
    this.ledger = new StockMovementsRepository(db);
  }

  /**
   * Takes `qty` units in one conditional UPDATE: of two transactions racing for the last unit, the second
   * one's row no longer satisfies `quantity >= qty` (PostgreSQL re-checks it after the first commits; SQLite
   * runs writers one at a time), so exactly one succeeds and stock never goes below 0.
   */
  /** the stock left once taken; null when there was not enough (or the product is removed) */
  async takeStock(
    trx: Executor,
    id: string,
    qty: number,
    now: number,
    why: StockWhy,
  ): Promise<number | null> {
    if (!this.sqlite) return this.takeStockRecorded(trx, id, qty, now, why);
    const [row] = await this.prepared.run(
      'takeStock',
      { id, qty, now },
      (v) => this.takeUpdate(this.db, v).returning(['quantity', 'seller_id']),
      trx,
    );
    if (!row) return this.notTaken(trx, id);
    const left = Number(row.quantity);
    await this.ledger.record(trx, [
      { productId: id, sellerId: row.seller_id, change: -qty, stockAfter: left, why, now },
    ]);
    return left;
  }

  /**
   * PostgreSQL: the take and its history row in one statement (the UPDATE in a CTE, the INSERT from what it
   * returns), so a product everyone buys stays locked for one round trip per line instead of two
   * (docs/decisions/0292-stock-taken-last.md). SQLite runs in-process, where a round trip costs nothing, and has
   * no UPDATE in a CTE.
   */
  private async takeStockRecorded(
    trx: Executor,
    id: string,
    qty: number,
    now: number,
    why: StockWhy,
  ): Promise<number | null> {
    const values = {
      id,
      qty,
      now,
      entry: newId(now),
      reason: why.reason,
      note: why.note ?? null,
      orderId: why.orderId ?? null,
      staffId: why.staffId ?? null,
    };
    const [row] = await this.prepared.run(
      'takeStockRecorded',
      values,
      (v) =>
        this.db
          .with('taken', (db) => this.takeUpdate(db, v).returning(['id', 'quantity', 'seller_id']))
          .insertInto('stock_movements')
          .columns([
            'id',
            'product_id',
            'seller_id',
            'change',
            'reason',
            'note',
            'order_id',
            'staff_id',
            'stock_after',
            'created_at',
          ])
          .expression((eb) =>
            eb.selectFrom('taken').select([
              // a parameter in a SELECT list has no type of its own: each says its column's
              sql<string>`cast(${v.entry} as text)`.as('id'),
              'taken.id as product_id',
              'taken.seller_id',
              sql<number>`-cast(${v.qty} as numeric)`.as('change'),
              sql<string>`cast(${v.reason} as text)`.as('reason'),
              sql<string | null>`cast(${v.note} as text)`.as('note'),
              sql<string | null>`cast(${v.orderId} as text)`.as('order_id'),
              sql<string | null>`cast(${v.staffId} as text)`.as('staff_id'),
              'taken.quantity as stock_after',
              sql<number>`cast(${v.now} as bigint)`.as('created_at'),
            ]),
          )
          .returning('stock_after'),
      trx,
    );
    if (!row) return this.notTaken(trx, id);
    return Number(row.stock_after);
  }

  /** the sale's conditional UPDATE: enough stock, the product live and its stock counted */
  private takeUpdate(db: QueryCreator<Database>, v: { id: string; qty: number; now: number }) {
    return db
      .updateTable('products')
      .set({ quantity: toThousandth(sql`quantity - ${v.qty}`), updated_at: v.now })
      .where('id', '=', v.id)
      .where('quantity', '>=', v.qty)
      .where('removed_at', 'is', null)
      .where('open_price', '=', 0);
  }

  /**
   * What a take answers when the conditional UPDATE took nothing (both ways of taking, so they never differ):
   * a live open-price product's stock is not counted (a mixed bag, an odd lot), so a sale takes none, leaves
   * "unlimited" and a refund puts none back (docs/decisions/0263-product-files.md); otherwise the product is
   * unknown, removed or short of stock: null. Asked only then, so a counted product's sale costs no extra query.
   */
  private async notTaken(trx: Executor, id: string): Promise<number | null> {
    const row = await trx
      .selectFrom('products')
      .select('open_price')
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined && Number(row.open_price) === 1 ? Number.POSITIVE_INFINITY : null;
  }

  /** Puts units back (a cancelled order, a refund); a removed product gets them too, in case it is ever restored. */
  async returnStock(trx: Executor, id: string, qty: number, now: number, why: StockWhy): Promise<void> {
    const row = await trx
      .updateTable('products')
      .set({ quantity: toThousandth(sql`quantity + ${qty}`), updated_at: now })
      .where('id', '=', id)
      // an open-price product's stock is not counted (docs/decisions/0263-product-files.md)
      .where('open_price', '=', 0)
      .returning(['quantity', 'seller_id'])
      .executeTakeFirst();
    if (!row) return;
    await this.ledger.record(trx, [
      { productId: id, sellerId: row.seller_id, change: qty, stockAfter: Number(row.quantity), why, now },
    ]);
  }

  /**
   * A seller's own change of stock (received, damaged, lost, a count): `to` turns the stock of this moment into
   * the new stock. null when the product is gone; 'below zero' (nothing written) when it would go under 0.
   */
  async adjustStock(
    id: string,
    to: (stock: number) => number,
    now: number,
    why: StockWhy,
  ): Promise<StockMovementRow | null | 'below zero'> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.lockedStock(trx, id);
      if (!before || before.removed) return null;
      const after = to(before.quantity);
      if (after < 0) return 'below zero';
      await trx
        .updateTable('products')
        .set({ quantity: after, updated_at: now })
        .where('id', '=', id)
        .execute();
      await this.ledger.record(trx, [
        {
          productId: id,
          sellerId: before.sellerId,
          change: addQuantities(after, -before.quantity),
          stockAfter: after,
          why,
          now,
        },
      ]);
      return (await this.ledger.history([id], null, 1, trx))[0] ?? null;
    });
  }

  /** `productIds`: one product, or a product and all its variants (removed ones too: their history stays) */
  stockHistory(productIds: string[], cursor: string | null, limit: number): Promise<StockMovementRow[]> {
    return this.ledger.history(productIds, cursor, limit);
  }

  /** The stock of this moment, the row locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  async lockedStock(
    trx: Transaction<Database>,
    id: string,
  ): Promise<{ quantity: number; sellerId: string; removed: boolean } | undefined> {
    let query = trx
      .selectFrom('products')
      .select(['quantity', 'seller_id', 'removed_at'])
      .where('id', '=', id);
    if (!this.sqlite) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return (
      row && { quantity: Number(row.quantity), sellerId: row.seller_id, removed: row.removed_at !== null }
    );
  }
}

/**
 * A stock sum rounded to the thousandth: SQLite adds reals in binary (10 − 0.1 − 0.2 would leave 9.700000000000001),
 * PostgreSQL's numeric is exact and rounding changes nothing (docs/decisions/0233-units-and-weight.md).
 */
function toThousandth(expression: ReturnType<typeof sql<number>>) {
  return sql<number>`round(${expression}, 3)`;
}
