import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StockReason } from '../../../contract/product-stock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { StockMovementsTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

/** Why a product's stock changed: what the history shows beside the change. */
export interface StockWhy {
  reason: StockReason;
  orderId?: string | null;
  note?: string | null;
  /** the staff member acting at a till (server/staff/permissions.ts staffIdOf); null or left out: nobody's */
  staffId?: string | null;
}

export interface StockChange {
  productId: string;
  sellerId: string;
  change: number;
  stockAfter: number;
  why: StockWhy;
  now: number;
}

export type StockMovementRow = Selectable<StockMovementsTable>;

/**
 * The SQL on `stock_movements`. Rows are written by the products repository inside the transaction that
 * changes the stock (docs/decisions/0228-stock-history.md), never on their own; a sale's take on PostgreSQL writes
 * its row in the UPDATE's own statement (ProductStockRepository.takeStockRecorded).
 */
export class StockMovementsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(trx: Executor, changes: StockChange[]): Promise<void> {
    // 500 rows × 10 columns stays below every engine's limit of bound parameters
    for (let i = 0; i < changes.length; i += 500) {
      await trx
        .insertInto('stock_movements')
        .values(
          changes.slice(i, i + 500).map((c) => ({
            id: newId(c.now),
            product_id: c.productId,
            seller_id: c.sellerId,
            change: c.change,
            reason: c.why.reason,
            note: c.why.note ?? null,
            order_id: c.why.orderId ?? null,
            staff_id: c.why.staffId ?? null,
            stock_after: c.stockAfter,
            created_at: c.now,
          })),
        )
        .execute();
    }
  }

  /** The changes of these products (a product and its variants), newest first, after `cursor` (an entry id). */
  async history(
    productIds: string[],
    cursor: string | null,
    limit: number,
    db: Executor = this.db,
  ): Promise<StockMovementRow[]> {
    let query = db
      .selectFrom('stock_movements')
      .selectAll()
      .where('product_id', 'in', productIds)
      .orderBy('id', 'desc')
      .limit(limit);
    if (cursor) query = query.where('id', '<', cursor);
    return query.execute();
  }
}
