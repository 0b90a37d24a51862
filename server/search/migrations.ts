import { type Kysely, type Migration, sql } from 'kysely';
import { eachBatchById } from '../db/batches';
import { vocabularyWords } from './spelling';

export const searchMigrations: Record<string, Migration> = {
  /**
   * The vocabulary of search (docs/decisions/0237-search-matching.md), learnt from every product's and post's
   * search text as folded by 0150 and 0320 (which sort before it and so run first).
   */
  '0980_search_words': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('search_words')
        .addColumn('word', 'text', (c) => c.primaryKey())
        .execute();
      for (const table of ['products', 'posts']) {
        const batch = { table, columns: ['search_text'], size: 5000, liveOnly: true };
        await eachBatchById<{ id: string; search_text: string }>(db, batch, async (rows) => {
          const words = [...new Set(rows.flatMap((r) => vocabularyWords(r.search_text)))];
          for (let i = 0; i < words.length; i += 500) {
            await db
              .insertInto('search_words')
              .values(words.slice(i, i + 500).map((word) => ({ word })))
              .onConflict((oc) => oc.column('word').doNothing())
              .execute();
          }
        });
      }
      // the planner's statistics, so `word in (…)` uses the primary key at once
      await sql`analyze search_words`.execute(db);
    },
  },
  /** category names in three languages (docs/decisions/0270-search-that-forgives.md) */
  '1230_category_names': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('category_names')
        .addColumn('name_key', 'text', (c) => c.primaryKey())
        .addColumn('en', 'text')
        .addColumn('zh_hk', 'text')
        .addColumn('zh_cn', 'text')
        .addColumn('search_key', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  /**
   * The vocabulary takes 3-letter words too (docs/decisions/0270-search-that-forgives.md): "mugs" finds the
   * singular "mug" only if the catalogue's "mug" is a known word. Learnt again from every live text.
   */
  '1231_search_words_short': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      for (const table of ['products', 'posts']) {
        const batch = { table, columns: ['search_text'], size: 5000, liveOnly: true };
        await eachBatchById<{ id: string; search_text: string }>(db, batch, async (rows) => {
          const words = [
            ...new Set(rows.flatMap((r) => vocabularyWords(r.search_text).filter((w) => w.length === 3))),
          ];
          for (let i = 0; i < words.length; i += 500) {
            await db
              .insertInto('search_words')
              .values(words.slice(i, i + 500).map((word) => ({ word })))
              .onConflict((oc) => oc.column('word').doNothing())
              .execute();
          }
        });
      }
    },
  },
  /** a shop's own synonyms (docs/decisions/0290-shop-synonyms.md) */
  '1600_shop_synonyms': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('shop_synonyms')
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('group_no', 'integer', (c) => c.notNull())
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('shown', 'text', (c) => c.notNull())
        .addColumn('place', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('shop_synonyms_pk', ['seller_id', 'group_no', 'word'])
        .execute();
      // a query's terms are looked up by word, across shops
      await db.schema.createIndex('shop_synonyms_word').on('shop_synonyms').columns(['word']).execute();
    },
  },
};
