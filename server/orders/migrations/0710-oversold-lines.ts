import type { Kysely, Migration } from 'kysely';

/** Units of offline POS sales the stock did not have (docs/decisions/0081-offline-point-of-sale.md). */
export const oversoldLines: Record<string, Migration> = {
  '0710_orders_oversold_lines': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_oversold')
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('short_units', 'integer', (c) => c.notNull())
        .addColumn('sold_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_oversold_pk', ['order_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('order_oversold_seller_idx')
        .on('order_oversold')
        .columns(['seller_id', 'sold_at'])
        .execute();
    },
  },
};
