import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingDb } from '../../scripts/sql-snapshots';
import { ConversationsRepository } from '../conversations/conversations-repository';
import { OrdersRepository } from '../orders/core/repository';
import { SalesRepository } from '../orders/reports/repository';
import { PostsRepository } from '../posts/repository';
import { ProductListingRepository } from '../products/listing/listing-repository';
import { ProductsRepository } from '../products/repository';
import { ProductStockRepository } from '../products/stock/product-stock-repository';
import { withSchemaLock } from '../testing/schema-lock';
import { type Db, openDatabase } from './database';
import { migrateToLatest } from './migrations';

/**
 * The hot read queries keep their indexes at volume (docs/decisions/0096-sql-snapshots.md,
 * 0120-postgresql-hot-paths.md): the product list (first page, deep cursor, one seller, a category, a
 * search), the market (oldest first, one shop), the feed (first page, deep cursor, one author) with what a
 * page reads besides (linked products, the caller's likes and saves), comments and replies, the buyer's and
 * the seller's order lists and sales, and checkout's stock update are compiled by the real repositories,
 * then explained on a database holding many rows. A plan that falls back to scanning a whole table fails,
 * whatever the timings. SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN (FORMAT JSON) after ANALYZE.
 */
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'sqlite';
const pgUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const ROWS = kind === 'postgres' ? 100_000 : 20_000;

let db: Db;
let dataDir: string;
const schema = `t_plans_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/** ids that sort like newId()'s: zero-padded, so "newest first" is "largest first" */
const idExpr = (n: string) =>
  kind === 'postgres' ? `lpad(${n}::text, 12, '0')` : `substr('000000000000' || ${n}, -12, 12)`;
const series =
  kind === 'postgres'
    ? (n: number) => `generate_series(1, ${n}) as s(i)`
    : (n: number) =>
        `(with recursive c(i) as (select 1 union all select i + 1 from c where i < ${n}) select i from c) as s`;

beforeAll(async () => {
  if (kind === 'postgres') {
    await withSchemaLock(pgUrl!, (admin) => admin.query(`create schema ${schema}`));
    db = openDatabase({ dataDir: os.tmpdir(), databaseUrl: pgUrl, pgSchema: schema });
    await migrateToLatest(db.kysely, schema);
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-plans-'));
    db = openDatabase({ dataDir });
    await migrateToLatest(db.kysely);
  }
  const k = db.kysely;
  for (const u of ['seller-a', 'seller-b', 'buyer-a']) {
    await k
      .insertInto('users')
      .values({
        id: u,
        email: `${u}@plans.test`,
        email_normalized: `${u}@plans.test`,
        username: u,
        username_normalized: u,
        password_hash: 'x',
        role: u.startsWith('seller') ? 's' : 'c',
        created_at: 1,
      })
      .execute();
  }
  // many live products of two sellers, every tenth one an oolong, one category per product
  await sql
    .raw(
      `insert into products (id, seller_id, name, description, price_cents, cost_cents, discount_bp, quantity,
         image_paths, search_text, created_at, updated_at)
       select ${idExpr('i')}, case when i % 2 = 0 then 'seller-a' else 'seller-b' end,
         case when i % 10 = 0 then 'Oolong tea ' || i else 'Dried goods ' || i end, 'plan test', 1000, 500, 0, 5,
         '[]', case when i % 10 = 0 then 'oolong tea ' || i else 'dried goods ' || i end, i, i
       from ${series(ROWS)}`,
    )
    .execute(k);
  await sql
    .raw(
      `insert into product_categories (product_id, name, name_normalized, position)
       select ${idExpr('i')}, 'Cat ' || (i % 50), 'cat ' || (i % 50), 0 from ${series(ROWS)}`,
    )
    .execute(k);
  await sql
    .raw(
      `insert into posts (id, author_id, title, description, tags, image_paths, linked_product_ids, search_text,
         created_at, updated_at)
       select ${idExpr('i')}, case when i % 2 = 0 then 'seller-a' else 'seller-b' end, 'Post ' || i, '', '[]', '[]',
         '[]', 'post ' || i, i, i
       from ${series(ROWS)}`,
    )
    .execute(k);
  // comments on the newest thousand posts, every fifth one a reply to the comment before it
  await sql
    .raw(
      `insert into post_comments (id, post_id, parent_id, user_id, body, created_at)
       select ${idExpr('i')}, ${idExpr(`(${ROWS} - i % 1000)`)},
         case when i % 5 = 0 then ${idExpr('(i - 1)')} else null end, 'buyer-a', 'comment ' || i, i
       from ${series(ROWS)}`,
    )
    .execute(k);
  // the buyer liked every third post and saved every seventh
  await sql
    .raw(
      `insert into post_likes (post_id, user_id, created_at)
       select ${idExpr('i')}, 'buyer-a', i from ${series(ROWS)} where i % 3 = 0`,
    )
    .execute(k);
  await sql
    .raw(
      `insert into saved_items (user_id, post_id, saved_at)
       select 'buyer-a', ${idExpr('i')}, i from ${series(ROWS)} where i % 7 = 0`,
    )
    .execute(k);
  // as many paid orders, all the buyer's, from both sellers, one line each
  await sql
    .raw(
      `insert into orders (id, order_type, status, buyer_id, seller_id, cart_owner, message, total_cents, fee_cents,
         profit_cents, units, holds_stock, created_at, updated_at, placed_at, paid_at)
       select ${idExpr('i')}, 'Online-Sell', 'paid', 'buyer-a', case when i % 2 = 0 then 'seller-a' else 'seller-b' end,
         null, '', 1000, 30, 500, 1, 1, i, i, i, i
       from ${series(ROWS)}`,
    )
    .execute(k);
  await sql
    .raw(
      `insert into order_lines (order_id, product_id, seller_id, position, quantity, name, thumbnail, price_cents,
         discount_bp, cost_cents, unit_cents, total_cents, fee_cents, profit_cents)
       select ${idExpr('i')}, ${idExpr('i')}, case when i % 2 = 0 then 'seller-a' else 'seller-b' end, 0, 1, 'x',
         null, 1000, 0, 500, 1000, 1000, 30, 500
       from ${series(ROWS)}`,
    )
    .execute(k);
  // as many conversations, one per shopper, every fiftieth with a shop message its shopper has not read (the
  // unread-message sweep of docs/decisions/0275-mails-to-shoppers.md)
  await sql
    .raw(
      `insert into conversations (id, shop_id, shopper_id, created_at, last_at, last_text, last_sender_id,
         shop_unread, shopper_unread)
       select ${idExpr('i')}, 'seller-a', 'shopper-' || i, i, i, 'hello', 'seller-a', 0,
         case when i % 50 = 0 then 1 else 0 end
       from ${series(ROWS)}`,
    )
    .execute(k);
  await sql.raw('analyze').execute(k);
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (kind === 'postgres')
    await withSchemaLock(pgUrl!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
  else if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The first query a repository call compiles, with its parameters. */
async function compiled(call: (db: ReturnType<typeof recordingDb>) => Promise<unknown>) {
  return (await allCompiled(call))[0]!;
}

/** Every query a repository call compiles (on an empty answer: later queries that need rows are skipped). */
async function allCompiled(call: (db: ReturnType<typeof recordingDb>) => Promise<unknown>) {
  const sqls: string[] = [];
  const params: unknown[][] = [];
  await call(recordingDb(kind, sqls, params)).catch(() => undefined);
  return sqls.map((q, i) => ({ sql: q, parameters: params[i]! }));
}

/** the tables a hot query must never scan whole */
const BIG_TABLES =
  /^(products|product_categories|posts|post_comments|post_likes|saved_items|orders|order_lines|conversations)$/;

/** Table scans in the plan: SQLite's "SCAN <table>" without an index, PostgreSQL's Seq Scan nodes. */
async function fullScans(query: { sql: string; parameters: unknown[] }): Promise<string[]> {
  if (kind === 'sqlite') {
    const explained = await db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, query.parameters),
    );
    return explained.rows
      .map((r) => r.detail)
      .filter((d) => {
        const scan = /^SCAN (\w+)(.*)$/.exec(d);
        return scan !== null && BIG_TABLES.test(scan[1]!) && !/USING/.test(scan[2]!);
      });
  }
  const explained = await db.kysely.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, query.parameters),
  );
  const scans: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.test(String(node['Relation Name']))) {
      scans.push(`Seq Scan on ${node['Relation Name']}`);
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const plan = explained.rows[0]!['QUERY PLAN'] as { Plan: Record<string, unknown> }[];
  walk(plan[0]!.Plan);
  return scans;
}

const deepCursor = () => String(ROWS / 2).padStart(12, '0');

/** a search of one folded term (docs/decisions/0237-search-matching.md) */
const searchFor = (term: string, spellings: string[] = []) => ({
  terms: [{ term, spellings, sellerIds: [] }],
});

describe(`query plans at ${ROWS.toLocaleString('en')} rows (${kind})`, () => {
  it('the check sees a full scan when there is one (a filter on an unindexed column)', async () => {
    const query = { sql: 'select id from products where description = ? ', parameters: ['none'] };
    if (kind === 'postgres') query.sql = query.sql.replace('?', '$1');
    expect(await fullScans(query)).not.toEqual([]);
  });

  const productCases: [string, Parameters<ProductListingRepository['listPage']>[0]][] = [
    ['first page', { categories: [], sort: -1, limit: 21 }],
    ['deep cursor', { categories: [], sort: -1, limit: 21, cursor: deepCursor() }],
    ['one seller', { sellerId: 'seller-a', categories: [], sort: -1, limit: 21 }],
    ['a category', { categories: ['cat 7'], sort: -1, limit: 21 }],
    // a rare term (one product, its trigrams rare too): the trigram index finds it; a common one may rightly read the table in order
    ['a search', { categories: [], search: searchFor('31420'), sort: -1, limit: 21 }],
    ['a misspelt search', { categories: [], search: searchFor('31421', ['31420']), sort: -1, limit: 21 }],
    // the market's orders and filters (docs/decisions/0271-market-sort-filter-and-paying.md)
    ['cheapest first', { categories: [], sortBy: 'price', sort: 1, limit: 21 }],
    [
      'dearest first, deep cursor',
      { categories: [], sortBy: 'price', sort: -1, limit: 21, cursor: deepCursor() },
    ],
    [
      'one shop, cheapest first',
      { sellerId: 'seller-a', categories: [], sortBy: 'price', sort: 1, limit: 21 },
    ],
    [
      'in stock, a price range, newest first',
      { categories: [], inStock: true, priceMinCents: 500, priceMaxCents: 2000, sort: -1, limit: 21 },
    ],
    ['by rating', { categories: [], sortBy: 'rating', sort: -1, limit: 21 }],
    [
      'nearest pickup',
      { categories: [], sortBy: 'nearest', nearSellers: [['seller-a'], []], sort: -1, limit: 21 },
    ],
  ];
  for (const [name, q] of productCases) {
    it(`product list, ${name}: no full scan of products`, async () => {
      const query = await compiled((rec) => new ProductListingRepository(rec).listPage(q));
      expect(query.sql).toMatch(/from "products"/);
      expect(await fullScans(query)).toEqual([]);
    });
  }

  const feedCases: [string, Parameters<PostsRepository['feedPage']>[0]][] = [
    ['first page', { limit: 21 }],
    ['deep cursor', { limit: 21, cursor: deepCursor() }],
    ['one author', { limit: 21, authorId: 'seller-b' }],
    ['a search', { limit: 21, search: [['31420', '31421']] }],
    // a signed-in reader's like and save of each post come with it (post_likes, the post_saves view)
    ['first page, signed in', { limit: 21, viewerId: 'buyer-a' }],
    ['one author, signed in', { limit: 21, authorId: 'seller-b', viewerId: 'buyer-a' }],
  ];
  for (const [name, q] of feedCases) {
    it(`feed, ${name}: no full scan of posts`, async () => {
      // a search first asks the trigram table whether its term is common (repository): the page's query follows
      const query = (await allCompiled((rec) => new PostsRepository(rec).feedPage(q))).find((c) =>
        /from "posts"/.test(c.sql),
      )!;
      expect(query.sql).toMatch(/from "posts"/);
      expect(await fullScans(query)).toEqual([]);
    });
  }

  /** a page's worth of existing ids, spread over the table */
  const someIds = (step: number) =>
    Array.from({ length: 20 }, (_, i) => String(ROWS - i * step).padStart(12, '0'));

  const otherCases: [string, RegExp, (rec: ReturnType<typeof recordingDb>) => Promise<unknown>][] = [
    [
      'market, every seller, oldest first',
      /from "products"/,
      (rec) => new ProductListingRepository(rec).listPage({ categories: [], sort: 1, limit: 21 }),
    ],
    [
      'market, one shop, oldest first after a cursor',
      /from "products"/,
      (rec) =>
        new ProductListingRepository(rec).listPage({
          sellerId: 'seller-b',
          categories: [],
          sort: 1,
          limit: 21,
          cursor: deepCursor(),
        }),
    ],
    [
      'products by id (a cart, a sale)',
      /from "products"/,
      (rec) => new ProductsRepository(rec).findMany(someIds(97)),
    ],
    [
      'comments, first page',
      /from "post_comments"/,
      (rec) => new PostsRepository(rec).commentPage({ postId: someIds(1)[0]!, parentId: null, limit: 20 }),
    ],
    [
      'comments, replies of one comment',
      /from "post_comments"/,
      (rec) =>
        new PostsRepository(rec).commentPage({ postId: someIds(1)[0]!, parentId: someIds(1)[1]!, limit: 20 }),
    ],
    [
      "comments, a page's reply previews",
      /from "post_comments"/,
      (rec) => new PostsRepository(rec).repliesPreview(someIds(5), 3),
    ],
    [
      "orders list, the buyer's",
      /from "orders"/,
      (rec) => new OrdersRepository(rec).listPage({ party: 'buyer_id', userId: 'buyer-a', limit: 21 }),
    ],
    [
      "orders list, the seller's after a cursor",
      /from "orders"/,
      (rec) =>
        new OrdersRepository(rec).listPage({
          party: 'seller_id',
          userId: 'seller-a',
          limit: 21,
          cursor: deepCursor(),
        }),
    ],
    [
      'orders list, lines of a page',
      /from "order_lines"/,
      (rec) => new OrdersRepository(rec).linesOf(someIds(1)),
    ],
    [
      'sales list, a page after a cursor',
      /from "orders"/,
      (rec) =>
        new SalesRepository(rec).salesPage(
          { sellerId: 'seller-b', since: null, orderType: null },
          { paidAt: ROWS / 2, id: deepCursor() },
          21,
        ),
    ],
    [
      'unread-message sweep, first page',
      /from "conversations"/,
      (rec) => new ConversationsRepository(rec).unreadByShoppers(ROWS / 2, null, 200),
    ],
    [
      'unread-message sweep, a page after a cursor',
      /from "conversations"/,
      (rec) =>
        new ConversationsRepository(rec).unreadByShoppers(
          ROWS / 2,
          { last_at: ROWS / 2 + 500, id: deepCursor() },
          200,
        ),
    ],
    [
      "checkout's stock update",
      /update "products"/,
      (rec) => new ProductStockRepository(rec).takeStock(rec, deepCursor(), 1, 1, { reason: 'pos_sale' }),
    ],
  ];
  for (const [name, shape, call] of otherCases) {
    it(`${name}: no full scan of a big table`, async () => {
      const queries = await allCompiled(call);
      expect(queries[0]?.sql).toMatch(shape);
      for (const query of queries) expect(await fullScans(query), query.sql).toEqual([]);
    });
  }
});
