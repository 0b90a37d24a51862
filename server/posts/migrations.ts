import { type Kysely, type Migration, sql } from 'kysely';
import { eachBatchById } from '../db/batches';
import { isSqlite } from '../db/dialect';
import { postSearchText } from './search-text';

export const postsMigrations: Record<string, Migration> = {
  '0300_posts_feed': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('posts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('image_paths', 'text', (c) => c.notNull())
        .addColumn('linked_product_ids', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        // the last line of defence of "counts never go negative"
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`like_count >= 0`))
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`comment_count >= 0`))
        .addColumn('share_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`share_count >= 0`))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('removed_at', 'bigint')
        .execute();
      // the feed: live posts by id, newest first (keyset); one author's posts likewise
      await db.schema.createIndex('posts_live_idx').on('posts').columns(['removed_at', 'id']).execute();
      await db.schema
        .createIndex('posts_author_idx')
        .on('posts')
        .columns(['author_id', 'removed_at', 'id'])
        .execute();

      await db.schema
        .createTable('post_tags')
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('tag_normalized', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('post_tags_pk', ['post_id', 'tag_normalized'])
        .execute();
      await db.schema
        .createIndex('post_tags_tag_idx')
        .on('post_tags')
        .columns(['tag_normalized', 'post_id'])
        .execute();

      await db.schema
        .createTable('post_likes')
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
        .execute();
      // "which of these posts did I like": the caller's likes
      await db.schema
        .createIndex('post_likes_user_idx')
        .on('post_likes')
        .columns(['user_id', 'post_id'])
        .execute();

      await db.schema
        .createTable('post_comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('parent_id', 'text', (c) => c.references('post_comments.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // top-level comments of a post in order, and the replies of a comment in order
      await db.schema
        .createIndex('post_comments_post_idx')
        .on('post_comments')
        .columns(['post_id', 'parent_id', 'id'])
        .execute();
      await db.schema
        .createIndex('post_comments_parent_idx')
        .on('post_comments')
        .columns(['parent_id', 'id'])
        .execute();

      await db.schema
        .createTable('post_shares')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('post_shares_post_idx').on('post_shares').columns(['post_id']).execute();
    },
  },
  /**
   * PostgreSQL only (docs/decisions/0120-postgresql-hot-paths.md): the feed's keyset order over live posts
   * as partial indexes, so the ordered scan is chosen whatever the statistics say (see products' 0130).
   */
  '0310_posts_live_partial': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) return;
      await sql`create index posts_live_id_idx on posts (id) where removed_at is null`.execute(db);
      await sql`create index posts_author_live_idx on posts (author_id, id) where removed_at is null`.execute(
        db,
      );
    },
  },
  /**
   * Post search folds scripts, widths, case and accents like product search (docs/decisions/0237-search-matching.md):
   * every post's search text folded again, then a trigram index over it (SQLite: FTS5 with the trigram
   * tokenizer kept in step by triggers; PostgreSQL: pg_trgm's GIN index), as products' 0110 has.
   */
  '0320_posts_search_folded': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      type Row = { id: string; title: string; description: string; tags: string };
      const columns = ['title', 'description', 'tags'];
      await eachBatchById<Row>(db, { table: 'posts', columns, size: 2000 }, async (rows) => {
        for (const r of rows) {
          await db
            .updateTable('posts')
            .set({ search_text: postSearchText(r.title, r.description, JSON.parse(r.tags) as string[]) })
            .where('id', '=', r.id)
            .execute();
        }
      });
      if (isSqlite(db)) {
        await sql`create virtual table posts_search using fts5(
          search_text, content='posts', content_rowid='rowid', tokenize='trigram')`.execute(db);
        await sql`create trigger posts_search_ai after insert on posts begin
          insert into posts_search(rowid, search_text) values (new.rowid, new.search_text); end`.execute(db);
        await sql`create trigger posts_search_ad after delete on posts begin
          insert into posts_search(posts_search, rowid, search_text)
          values ('delete', old.rowid, old.search_text); end`.execute(db);
        await sql`create trigger posts_search_au after update of search_text on posts begin
          insert into posts_search(posts_search, rowid, search_text)
          values ('delete', old.rowid, old.search_text);
          insert into posts_search(rowid, search_text) values (new.rowid, new.search_text); end`.execute(db);
        await sql`insert into posts_search(posts_search) values ('rebuild')`.execute(db);
      } else {
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`create index posts_search_trgm on posts using gin (search_text public.gin_trgm_ops)`.execute(
          db,
        );
      }
    },
  },
};
