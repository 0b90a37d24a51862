import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderOversoldTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

/** SQL of the oversold records of offline POS sales (the orders themselves go through OrdersRepository). */
export class OfflineSaleRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insertOversold(db: Executor, rows: OrderOversoldTable[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('order_oversold').values(rows).execute();
  }

  /** The seller's oversold lines with the line's name, newest first. */
  async oversoldOf(sellerId: string, limit: number) {
    return this.db
      .selectFrom('order_oversold')
      .innerJoin('order_lines', (j) =>
        j
          .onRef('order_lines.order_id', '=', 'order_oversold.order_id')
          .onRef('order_lines.product_id', '=', 'order_oversold.product_id'),
      )
      .select([
        'order_oversold.order_id',
        'order_oversold.product_id',
        'order_oversold.short_units',
        'order_oversold.sold_at',
        'order_lines.name',
      ])
      .where('order_oversold.seller_id', '=', sellerId)
      .orderBy('order_oversold.sold_at', 'desc')
      .orderBy('order_oversold.order_id', 'desc')
      .limit(limit)
      .execute();
  }
}
