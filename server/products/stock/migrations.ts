import { type Kysely, type Migration, sql } from 'kysely';
import { isSqlite } from '../../db/dialect';

export const stockMigrations: Record<string, Migration> = {
  /**
   * The stock history (docs/decisions/0228-stock-history.md). Products older than it get one 'opening' row
   * with their stock of that moment, so every product's changes add up to its stock from here on.
   */
  '0140_products_stock_movements': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('stock_movements')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('change', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('order_id', 'text')
        .addColumn('stock_after', 'integer', (c) => c.notNull().check(sql`stock_after >= 0`))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // one product's history, newest first, paged by id
      await db.schema
        .createIndex('stock_movements_product_idx')
        .on('stock_movements')
        .columns(['product_id', 'id'])
        .execute();
      await sql`insert into stock_movements (id, product_id, seller_id, change, reason, note, order_id, stock_after, created_at)
        select id, id, seller_id, quantity, 'opening', null, null, quantity, created_at from products`.execute(
        db,
      );
    },
  },
  /** A low-stock alert per product (docs/decisions/0229-low-stock.md); 5 was the app's one threshold before. */
  '0141_products_low_stock': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('low_stock', 'integer', (c) => c.notNull().defaultTo(5))
        .execute();
    },
  },
  /** Stock changes to the thousandth for weighed products (docs/decisions/0233-units-and-weight.md). */
  '0145_stock_movements_decimal': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) return;
      await sql`alter table stock_movements alter column change type numeric(14, 3), alter column stock_after type numeric(14, 3)`.execute(
        db,
      );
    },
  },
  /** Who changed the stock at a shared till (docs/decisions/0280-staff-pins-and-roles.md): the member acting, or null. */
  '0153_stock_movements_staff': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('stock_movements').addColumn('staff_id', 'text').execute();
    },
  },
};
