import { type Kysely, type Migration, sql } from 'kysely';

export const reviewsMigrations: Record<string, Migration> = {
  /** reviews, helpful votes and running star counts (docs/decisions/0242-reviews.md) */
  '1000_reviews_tables': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('reviewer_id', 'text', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('stars', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('image_paths', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('edited_at', 'bigint')
        .addColumn('reply_text', 'text')
        .addColumn('reply_at', 'bigint')
        .addColumn('helpful', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reported_at', 'bigint')
        .addColumn('report_reason', 'text')
        .addColumn('restored_at', 'bigint')
        // one review per order line
        .addUniqueConstraint('reviews_once_per_line', ['order_id', 'product_id', 'variant_id'])
        .execute();
      // a product's and a shop's lists, newest first
      await db.schema
        .createIndex('reviews_by_product')
        .on('reviews')
        .columns(['product_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('reviews_by_seller')
        .on('reviews')
        .columns(['seller_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('review_votes')
        .addColumn('review_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('review_totals')
        .addColumn('subject', 'text', (c) => c.primaryKey())
        .addColumn('s1', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('s2', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('s3', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('s4', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('s5', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  /**
   * The published read model the market's rating order reads (docs/decisions/0271-market-sort-filter-and-paying.md):
   * rated products' review counts and star totals, by their review_totals key.
   */
  '1241_reviews_product_ratings_view': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await sql`create view product_ratings as
        select subject, s1 + s2 + s3 + s4 + s5 as reviews, s1 + 2 * s2 + 3 * s3 + 4 * s4 + 5 * s5 as stars
        from review_totals where subject like 'p:%' and s1 + s2 + s3 + s4 + s5 > 0`.execute(db);
    },
  },
};
