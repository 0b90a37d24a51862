import type { Kysely, Migration } from 'kysely';

export const quickKeyMigrations: Record<string, Migration> = {
  /** The till's quick keys (docs/decisions/0230-quick-keys.md). */
  '0142_products_pos_quick_keys': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pos_quick_keys')
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('pos_quick_keys_pk', ['seller_id', 'product_id'])
        .execute();
    },
  },
};
