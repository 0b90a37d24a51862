import { type Kysely, type Migration, sql } from 'kysely';

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
  /**
   * A post may sit in several collections (docs/decisions/0060): saved_posts (one row per user and post,
   * holding its one collection) splits into saved_items ("All saved") and collection_posts. Every
   * existing row is copied to both, then saved_posts is dropped. Bins: deleted_at / unsaved_at / removed_at.
   */
  '0410_collections_many_and_bins': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('collections').addColumn('deleted_at', 'bigint').execute();
      await db.schema
        .createTable('saved_items')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('post_id', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'bigint', (c) => c.notNull())
        .addColumn('unsaved_at', 'bigint')
        .addPrimaryKeyConstraint('saved_items_pk', ['user_id', 'post_id'])
        .execute();
      await db.schema
        .createIndex('saved_items_user_saved_idx')
        .on('saved_items')
        .columns(['user_id', 'saved_at'])
        .execute();
      await db.schema
        .createTable('collection_posts')
        .addColumn('collection_id', 'text', (c) =>
          c.notNull().references('collections.id').onDelete('cascade'),
        )
        .addColumn('post_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('added_at', 'bigint', (c) => c.notNull())
        .addColumn('removed_at', 'bigint')
        .addPrimaryKeyConstraint('collection_posts_pk', ['collection_id', 'post_id'])
        .execute();
      await db.schema
        .createIndex('collection_posts_added_idx')
        .on('collection_posts')
        .columns(['collection_id', 'added_at'])
        .execute();
      await db.schema
        .createIndex('collection_posts_user_post_idx')
        .on('collection_posts')
        .columns(['user_id', 'post_id'])
        .execute();
      await db
        .insertInto('saved_items')
        .columns(['user_id', 'post_id', 'saved_at'])
        .expression(db.selectFrom('saved_posts').select(['user_id', 'post_id', 'saved_at']))
        .execute();
      await db
        .insertInto('collection_posts')
        .columns(['collection_id', 'post_id', 'user_id', 'added_at'])
        .expression(db.selectFrom('saved_posts').select(['collection_id', 'post_id', 'user_id', 'saved_at']))
        .execute();
      await db.schema.dropTable('saved_posts').execute();
    },
  },
  /**
   * The collections domain's published read model for the feed (docs/decisions/0294-postgresql-statements-are-the-cost.md):
   * who has saved which post now (unsaved ones, waiting in the bin, are not saved), so a signed-in reader's page
   * of posts says which she saved in its own statement.
   */
  '1631_collections_post_saves_view': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await sql`create view post_saves as select user_id, post_id from saved_items where unsaved_at is null`.execute(
        db,
      );
    },
  },
};
