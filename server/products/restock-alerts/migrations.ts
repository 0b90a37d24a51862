import type { Kysely, Migration } from 'kysely';

export const restockAlertMigrations: Record<string, Migration> = {
  /** "Notify me when it's back" (docs/decisions/0241-restock-alerts.md). */
  '0151_products_restock_alerts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('restock_alerts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
        .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('restock_alerts_once', ['user_id', 'product_id', 'variant_id'])
        .execute();
      // the sweep and the check after an edit look alerts up by product
      await db.schema
        .createIndex('restock_alerts_by_product')
        .on('restock_alerts')
        .column('product_id')
        .execute();
    },
  },
};
