import type { Kysely, Migration } from 'kysely';

export const collectionsMigrations: Record<string, Migration> = {
  '0400_collections_saved': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('collections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_normalized', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('collections_user_name_uq', ['user_id', 'name_normalized'])
        .execute();

      // post_id is not a foreign key: posts belong to another domain (a removed post keeps its row anyway)
      await db.schema
        .createTable('saved_posts')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('post_id', 'text', (c) => c.notNull())
        .addColumn('collection_id', 'text', (c) =>
          c.notNull().references('collections.id').onDelete('cascade'),
        )
        .addColumn('saved_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_posts_pk', ['user_id', 'post_id'])
        .execute();
      await db.schema
        .createIndex('saved_posts_collection_idx')
        .on('saved_posts')
        .columns(['collection_id', 'saved_at'])
        .execute();
    },
  },
};
