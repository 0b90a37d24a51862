/**
 * Search benchmark (docs/decisions/0237-search-matching.md): `/res/product/list` and `/res/post/filter` with
 * `search` on the real server with BENCH_DB's database, at BENCH_SEARCH_PRODUCTS products (default 100,000)
 * and BENCH_SEARCH_POSTS posts (default 1,000,000; seeding takes minutes), side by side with the literal
 * search this replaced: a bare handler running the old statement (one prepared LIKE, lower-cased, newest
 * first) over the same database. Names are English and Traditional Chinese; the Chinese queries are typed in
 * Simplified. Prints figures; it is not a test.
 */
import { sql } from 'kysely';
import { list } from '../contract/products';
import { newId } from '../server/db/ids';
import { processImage } from '../server/media';
import { solidImage } from '../server/media/test-images';
import { PostsRepository } from '../server/posts/repository';
import type { ProductValues } from '../server/products/product-rows';
import { ProductWritesRepository } from '../server/products/writes-repository';
import { createBenchSellers, load, note, openBenchServer, report, startBaselines } from './lib/harness';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS) || 100_000;
const POSTS = Number(process.env.BENCH_SEARCH_POSTS) || 1_000_000;
const SELLERS = 20;
const PAGE = 20;
const CONNECTIONS = 10;
const BENCH = 'search';
/** searches ranked anew one after another, for their p50 and p99 */
const COLD_RUNS = 100;

/** ten kinds of goods, each 1 in 10 of the rows: an English word and its Traditional Chinese name */
const GOODS: [string, string][] = [
  ['tea', '茶葉'],
  ['scallop', '元貝'],
  ['mushroom', '冬菇'],
  ['cookie', '曲奇'],
  ['mug', '茶杯'],
  ['towel', '毛巾'],
  ['candle', '蠟燭'],
  ['plum', '話梅'],
  ['jerky', '豬肉乾'],
  ['board', '砧板'],
];
const CATEGORIES = ['Tea', 'Snacks', 'Dried goods', 'Dried seafood', 'Gifts', 'Ceramics', 'Textiles', 'Home'];

const bench = await openBenchServer();
const { server, kind } = bench;
const db = kind;
try {
  const sellers = await createBenchSellers(server, SELLERS);
  const image = (await processImage(await solidImage(64, 64), server.services.images)).filePath;
  const t0 = performance.now();
  const products = new ProductWritesRepository(server.db.kysely);
  for (let from = 0; from < PRODUCTS; from += 10_000) {
    const batch: (ProductValues & { id: string; sellerId: string; now: number })[] = [];
    for (let i = from; i < Math.min(PRODUCTS, from + 10_000); i += 1) {
      const [word, zh] = GOODS[i % GOODS.length]!;
      // the mushrooms are named in the plural, as the demo's are: "mushrom" is a slip and a plural away
      const named = word === 'mushroom' ? 'mushrooms' : word;
      batch.push({
        id: newId(Date.now() - (PRODUCTS - i) * 1000),
        sellerId: sellers[i % SELLERS]!,
        now: Date.now(),
        name: `${zh} ${named} no. ${i}`,
        description: `A fine ${word}, item ${i} of the benchmark catalogue.`,
        price_cents: 100 + (i % 5000),
        cost_cents: 50,
        discount_bp: 0,
        quantity: i % 7,
        size: null,
        barcode: `489${String(i).padStart(10, '0')}`,
        imagePaths: [image],
        categories: [CATEGORIES[i % CATEGORIES.length]!],
      });
    }
    await products.insertMany(batch);
  }
  const posts = new PostsRepository(server.db.kysely);
  for (let from = 0; from < POSTS; from += 10_000) {
    const batch: Parameters<PostsRepository['insertMany']>[0] = [];
    for (let i = from; i < Math.min(POSTS, from + 10_000); i += 1) {
      const [word, zh] = GOODS[i % GOODS.length]!;
      batch.push({
        id: newId(Date.now() - (POSTS - i) * 1000),
        authorId: sellers[i % SELLERS]!,
        now: Date.now(),
        title: `今日新貨 ${zh}: fresh ${word} today, batch ${i}`,
        description: `Post ${i} of the benchmark feed: ${word}s from the stall, limited stock.`,
        tags: ['新貨', CATEGORIES[i % CATEGORIES.length]!],
        imagePaths: [image],
        linkedProductIds: [],
      });
    }
    await posts.insertMany(batch);
  }
  await server.services.vocabulary.learn([
    ...GOODS.flatMap(([w]) => [w, `${w}s`]),
    ...CATEGORIES,
    'fine item benchmark catalogue fresh today batch post feed from the stall limited stock',
  ]);
  // Tea named in Chinese as a seller names it: "茶" finds what is filed under it (decision 0270)
  await server.services.categoryNames.set({ category: 'Tea', zh_hk: '茶' }, sellers[0]!);
  // one shop's own word (docs/decisions/0290-shop-synonyms.md): "hotate" finds that shop's scallops only
  await server.services.shopSynonyms.replace([['hotate', 'scallop']], sellers[1]!);
  if (kind === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.db.kysely);
  else await sql`analyze`.execute(server.db.kysely);
  console.log(
    `${db}: ${PRODUCTS.toLocaleString('en')} products and ${POSTS.toLocaleString('en')} posts seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );

  // the literal searches this replaced, as one prepared statement each (what the old code sent, bare)
  const p = (n: number) => (kind === 'postgres' ? `$${n}` : '?');
  const literalProducts = await startBaselines({
    db: bench.baselineDb,
    query:
      'select products.*, account_names.username as seller_username from products ' +
      'inner join account_names on account_names.id = products.seller_id ' +
      `where products.removed_at is null and products.search_text like ${p(1)} escape '\\' ` +
      (kind === 'sqlite'
        ? `and products.rowid in (select rowid from products_search where products_search match ${p(2)}) `
        : '') +
      `order by products.id desc limit ${PAGE}`,
    params: (data) => {
      const term = String(data.search).toLowerCase();
      return kind === 'sqlite' ? [`%${term}%`, `"${term}"`] : [`%${term}%`];
    },
  });
  const literalPosts = await startBaselines({
    db: bench.baselineDb,
    query:
      'select posts.*, account_names.username from posts ' +
      'inner join account_names on account_names.id = posts.author_id ' +
      `where posts.removed_at is null and posts.search_text like ${p(1)} escape '\\' ` +
      `order by posts.id desc limit ${PAGE + 1}`,
    params: (data) => [`%${String(data.search).toLowerCase()}%`],
  });
  try {
    console.log(`${db}; ${CONNECTIONS} connections (autocannon in a child process); page of ${PAGE}`);
    const hello = await load(literalProducts.helloUrl, { connections: CONNECTIONS });
    report(BENCH, 'plain Fastify hello-world', hello, { db });
    const productUrl = `${server.url}/api/res/product/list`;
    const postUrl = `${server.url}/api/res/post/filter`;
    const suggestUrl = `${server.url}/api/res/search/suggestions`;
    const cases: { label: string; url: string; literal?: string; body: Record<string, unknown> }[] = [
      {
        label: 'products "candle" (1 in 10)',
        url: productUrl,
        literal: 'candle',
        body: { search: 'candle' },
      },
      { label: 'products "31415" (1 product)', url: productUrl, literal: '31415', body: { search: '31415' } },
      { label: 'products "candel" (a slip, 1 in 10)', url: productUrl, body: { search: 'candel' } },
      {
        label: 'products "candles 7777" (plural, 2 terms)',
        url: productUrl,
        body: { search: 'candles 7777' },
      },
      {
        label: 'products "蜡烛" (Simplified, 1 in 10)',
        url: productUrl,
        literal: '蜡烛',
        body: { search: '蜡烛' },
      },
      { label: 'products "豬肉乾" (3 characters, 1 in 10)', url: productUrl, body: { search: '豬肉乾' } },
      // search that forgives (docs/decisions/0270-search-that-forgives.md): one case each
      {
        label: 'products "mugs" (plural of a 3-letter word, 1 in 10)',
        url: productUrl,
        body: { search: 'mugs' },
      },
      { label: 'products "fine mugs" (2 terms, 1 in 10)', url: productUrl, body: { search: 'fine mugs' } },
      { label: 'products "cups" (synonym of mug, 1 in 10)', url: productUrl, body: { search: 'cups' } },
      { label: 'products "scalop" (a slip, 1 in 10)', url: productUrl, body: { search: 'scalop' } },
      {
        label: 'products "mushrom" (a slip, 1 in 10; named mushrooms)',
        url: productUrl,
        body: { search: 'mushrom' },
      },
      { label: 'products "茶" (category name, 1 char: 3 in 10)', url: productUrl, body: { search: '茶' } },
      {
        label: 'products "hotate" (one shop\'s own synonym: 1 in 200)',
        url: productUrl,
        body: { search: 'hotate' },
      },
      { label: 'products "fine" (a word of every description)', url: productUrl, body: { search: 'fine' } },
      {
        label: 'suggestions "mushrm" (two slips: the correction)',
        url: suggestUrl,
        body: { search: 'mushrm' },
      },
      { label: 'posts "candle" (1 in 10)', url: postUrl, literal: 'candle', body: { search: 'candle' } },
      { label: 'posts "314159" (1 post)', url: postUrl, literal: '314159', body: { search: '314159' } },
      { label: 'posts "#新货" (every post)', url: postUrl, body: { search: '#新货' } },
      { label: 'posts "mushrom" (a slip, 1 in 10)', url: postUrl, body: { search: 'mushrom' } },
    ];
    for (const c of cases) {
      const size = c.url === productUrl ? PRODUCTS : POSTS;
      let bare: Awaited<ReturnType<typeof load>> | undefined;
      if (c.literal) {
        const baseline = c.url === productUrl ? literalProducts : literalPosts;
        bare = await load(baseline.bareUrl, { body: { search: c.literal }, connections: CONNECTIONS });
        report(
          BENCH,
          `literal (before), bare: "${c.literal}" ${c.url === productUrl ? 'products' : 'posts'}`,
          bare,
          {
            db,
            hello,
            size,
          },
        );
      }
      const body = c.url === suggestUrl ? c.body : { limit: PAGE, ...c.body };
      const r = await load(c.url, { body, connections: CONNECTIONS });
      report(BENCH, c.label, r, { db, hello, bare, size });
      if (c.url === productUrl) await coldRanking(c.label, String(c.body.search));
    }

    /**
     * The same search ranked anew each time (the page kept for a few seconds forgotten first): what the first
     * shopper to ask pays, one request at a time, through the service as a request reaches it.
     */
    async function coldRanking(label: string, search: string) {
      const input = list.input.parse({ search, limit: PAGE });
      const times: number[] = [];
      for (let i = 0; i < COLD_RUNS; i += 1) {
        server.services.recentSearches.clear();
        const started = performance.now();
        await server.services.products.list(input, null);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (share: number) => times[Math.min(COLD_RUNS - 1, Math.floor(share * COLD_RUNS))]!.toFixed(1);
      note(
        BENCH,
        `${label}, ranked anew`,
        `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${COLD_RUNS} one at a time)`,
        db,
      );
    }
  } finally {
    await literalProducts.close();
    await literalPosts.close();
  }
} finally {
  await bench.stop();
}
