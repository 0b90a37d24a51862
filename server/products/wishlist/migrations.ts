import type { Kysely, Migration } from 'kysely';

export const wishlistMigrations: Record<string, Migration> = {
  /** the wishlist (docs/decisions/0244-wishlist.md) */
  '0152_products_wishlist': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('wishlist_items')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
        .execute();
      // a person's list, newest first
      await db.schema
        .createIndex('wishlist_items_by_user')
        .on('wishlist_items')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  },
};
