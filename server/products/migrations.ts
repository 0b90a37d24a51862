import { type Kysely, type Migration, sql } from 'kysely';
import { eachBatchById } from '../db/batches';
import { isSqlite } from '../db/dialect';
import { foldFields, foldForSearch } from '../search/fold';
import { quickKeyMigrations } from './quick-keys/migrations';
import { restockAlertMigrations } from './restock-alerts/migrations';
import { scaleBarcodeMigrations } from './scale-barcodes/migrations';
import { stockMigrations } from './stock/migrations';
import { wishlistMigrations } from './wishlist/migrations';

export const productsMigrations: Record<string, Migration> = {
  '0100_products_catalogue': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        // bigint: the contract allows up to 100,000,000.00, beyond PostgreSQL's 32-bit integer in cents
        .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('cost_cents', 'bigint', (c) => c.notNull().check(sql`cost_cents >= 0`))
        .addColumn('discount_bp', 'integer', (c) =>
          c.notNull().check(sql`discount_bp >= 0 and discount_bp <= 10000`),
        )
        // the last line of defence of "stock never below 0", whatever a future query does
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
        .addColumn('size', 'text', (c) => c.check(sql`size in ('S', 'M', 'L')`))
        .addColumn('barcode', 'text')
        .addColumn('image_paths', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('removed_at', 'bigint')
        .execute();

      // keyset pages of the market (live products by id) and of one seller's catalogue
      await db.schema.createIndex('products_live_idx').on('products').columns(['removed_at', 'id']).execute();
      await db.schema
        .createIndex('products_seller_idx')
        .on('products')
        .columns(['seller_id', 'removed_at', 'id'])
        .execute();
      // barcode unique per seller among live products: a partial unique index (SQLite ≥ 3.8 and PostgreSQL);
      // a removed product frees its code, and two sellers may share one
      await db.schema
        .createIndex('products_seller_barcode_live_uq')
        .on('products')
        .columns(['seller_id', 'barcode'])
        .unique()
        .where(sql.ref('removed_at'), 'is', null)
        .where(sql.ref('barcode'), 'is not', null)
        .execute();

      await db.schema
        .createTable('product_categories')
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_normalized', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'name_normalized'])
        .execute();
      // "products in any of these categories" starts from the category
      await db.schema
        .createIndex('product_categories_name_idx')
        .on('product_categories')
        .columns(['name_normalized', 'product_id'])
        .execute();
    },
  },
  /**
   * A trigram index over search_text, so `contains` searches do not scan the whole catalogue
   * (100,000 products: a rare word took ~570 ms by scan). SQLite: an FTS5 table with the trigram
   * tokenizer, kept in step with products by triggers. PostgreSQL: pg_trgm's GIN index, which
   * serves the existing LIKE '%…%' directly (the extension lives in public, shared by every schema).
   */
  '0110_products_search_trigram': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) {
        await sql`create virtual table products_search using fts5(
          search_text, content='products', content_rowid='rowid', tokenize='trigram')`.execute(db);
        await sql`create trigger products_search_ai after insert on products begin
          insert into products_search(rowid, search_text) values (new.rowid, new.search_text); end`.execute(
          db,
        );
        await sql`create trigger products_search_ad after delete on products begin
          insert into products_search(products_search, rowid, search_text)
          values ('delete', old.rowid, old.search_text); end`.execute(db);
        await sql`create trigger products_search_au after update of search_text on products begin
          insert into products_search(products_search, rowid, search_text)
          values ('delete', old.rowid, old.search_text);
          insert into products_search(rowid, search_text) values (new.rowid, new.search_text); end`.execute(
          db,
        );
        await sql`insert into products_search(products_search) values ('rebuild')`.execute(db);
      } else {
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`create index products_search_trgm on products using gin (search_text public.gin_trgm_ops)`.execute(
          db,
        );
      }
    },
  },
  /** Perceptual hashes of product images (look-alike photos for the AI assistant, docs/decisions/0071). */
  '0120_products_image_hashes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('product_image_hashes')
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('image_path', 'text', (c) => c.notNull())
        .addColumn('phash', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_image_hashes_pk', ['product_id', 'position'])
        .execute();
    },
  },
  /**
   * PostgreSQL only (docs/decisions/0120-postgresql-hot-paths.md): partial indexes holding live products
   * only, in keyset order. The (removed_at, id) indexes serve `removed_at is null order by id` too, but
   * only when the planner knows that nearly every row is live: on a freshly loaded table without
   * statistics it guessed 46 live rows of 10,000, took a bitmap scan and sorted the whole catalogue
   * (p50 55 ms instead of 5). A partial index matches the predicate by its definition, so the ordered
   * scan wins with or without statistics. SQLite already walks (removed_at, id) in order.
   */
  '0130_products_live_partial': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) return;
      await sql`create index products_live_id_idx on products (id) where removed_at is null`.execute(db);
      await sql`create index products_seller_live_idx on products (seller_id, id) where removed_at is null`.execute(
        db,
      );
    },
  },
  /** A product whose price is typed at the till (docs/decisions/0231-open-price.md). */
  '0143_products_open_price': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('open_price', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  /**
   * Units and weights (docs/decisions/0233-units-and-weight.md): what price, cost and stock are per, the online
   * step, and stock to the thousandth. PostgreSQL's integer columns become numeric(14,3), exact; SQLite's
   * integer-affinity columns already keep a fraction as a real, and every change rounds to the thousandth.
   */
  '0144_products_units': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('unit', 'text', (c) => c.notNull().defaultTo('piece'))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('step', 'numeric(12, 3)', (c) => c.notNull().defaultTo(1))
        .execute();
      if (isSqlite(db)) return;
      await sql`alter table products alter column quantity type numeric(14, 3), alter column low_stock type numeric(14, 3)`.execute(
        db,
      );
    },
  },
  /**
   * Variants (docs/decisions/0236-variants.md): a variant is a row of `products` pointing at its product, so stock,
   * its history, barcodes and the low-stock alert work for it as for any product.
   */
  '0147_products_variants': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('parent_id', 'text', (c) => c.references('products.id'))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('products_parent_idx')
        .on('products')
        .columns(['parent_id', 'position'])
        .execute();
    },
  },
  /**
   * Search that folds scripts, widths, case and accents (docs/decisions/0237-search-matching.md): the folded
   * name for ranking, and every product's search text folded again with its categories, in batches (the
   * triggers of 0110 keep SQLite's trigram index in step; PostgreSQL's index follows the column).
   */
  '0150_products_search_folded': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      type Row = { id: string; name: string; description: string; barcode: string | null };
      const columns = ['name', 'description', 'barcode'];
      await eachBatchById<Row>(db, { table: 'products', columns, size: 2000 }, async (rows) => {
        const ids = rows.map((r) => r.id);
        const categories: { product_id: string; name: string }[] = await db
          .selectFrom('product_categories')
          .select(['product_id', 'name'])
          .where('product_id', 'in', ids)
          .orderBy('position')
          .execute();
        const variants: { parent_id: string; name: string; barcode: string | null }[] = await db
          .selectFrom('products')
          .select(['parent_id', 'name', 'barcode'])
          .where('parent_id', 'in', ids)
          .where('removed_at', 'is', null)
          .orderBy('position')
          .execute();
        const extra = new Map<string, (string | null)[]>();
        for (const c of categories) extra.set(c.product_id, [...(extra.get(c.product_id) ?? []), c.name]);
        for (const v of variants)
          extra.set(v.parent_id, [...(extra.get(v.parent_id) ?? []), v.name, v.barcode]);
        for (const r of rows) {
          const texts = [r.name, r.description, r.barcode, ...(extra.get(r.id) ?? [])];
          await db
            .updateTable('products')
            .set({ search_text: foldFields(texts), search_name: foldForSearch(r.name) })
            .where('id', '=', r.id)
            .execute();
        }
      });
    },
  },
  /**
   * The market by price (docs/decisions/0271-market-sort-filter-and-paying.md): live products (no variant rows,
   * no open-price ones) in the order of the price paid, price × (10,000 − discount), then id; every seller's and
   * one shop's. PostgreSQL: partial, the list's own filters are the predicate; SQLite: they lead the index.
   */
  '1240_products_price_order': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) {
        // SQLite would rather start at (parent_id) for `parent_id is null` and sort: the filters lead the index
        // as equalities instead, and the price order follows them
        await sql`create index products_price_idx on products (removed_at, parent_id, open_price, (price_cents * (10000 - discount_bp)), id)`.execute(
          db,
        );
        await sql`create index products_seller_price_idx on products (seller_id, removed_at, parent_id, open_price, (price_cents * (10000 - discount_bp)), id)`.execute(
          db,
        );
        return;
      }
      const live = sql`where removed_at is null and parent_id is null and open_price = 0`;
      await sql`create index products_price_idx on products ((price_cents * (10000 - discount_bp)), id) ${live}`.execute(
        db,
      );
      await sql`create index products_seller_price_idx on products (seller_id, (price_cents * (10000 - discount_bp)), id) ${live}`.execute(
        db,
      );
    },
  },
  /**
   * Search's first page from the newest matches (docs/decisions/0237-search-matching.md, "A first page without
   * ranking every match"): whether any product beyond the ones read has a name starting with the query is one
   * range over this index. PostgreSQL: in byte order (`collate "C"`), so a prefix is a range whatever the
   * database's collation.
   */
  '1610_products_search_name': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db))
        await sql`create index products_search_name_idx on products (search_name)`.execute(db);
      else await sql`create index products_search_name_idx on products (search_name collate "C")`.execute(db);
    },
  },
  /**
   * PostgreSQL: the name's trigrams, so "is there a product beyond the first page's whose name has the query" is an
   * index lookup when the query is a word of many descriptions and few names ("fine"; docs/decisions/0237). SQLite
   * reads the names in order instead (short texts, and it stops at the first).
   */
  '1611_products_search_name_trigram': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      if (isSqlite(db)) return;
      await sql`create index products_search_name_trgm on products using gin (search_name public.gin_trgm_ops)`.execute(
        db,
      );
    },
  },
  /**
   * The catalogue's published read model for a post's product cards (docs/decisions/0294-postgresql-statements-are-the-cost.md):
   * a live product's card fields, so a page of posts reads its linked products in its own statement.
   */
  '1630_products_cards_view': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await sql`create view product_cards as
        select id, name, description, price_cents, discount_bp, image_paths from products where removed_at is null`.execute(
        db,
      );
    },
  },
  ...stockMigrations,
  ...quickKeyMigrations,
  ...restockAlertMigrations,
  ...wishlistMigrations,
  ...scaleBarcodeMigrations,
};
