/**
 * Market and product list benchmark (`/api/res/product/list`, a page of 20) on the real server with BENCH_DB's
 * database, growing in one run through BENCH_PRODUCT_SIZES products (default 10,000 and 100,000): first page,
 * category, search, deep cursor (the market: every seller) and one seller's list, against the same-run
 * baselines of bench/lib/harness.ts (hello-world; the bare handler reading the first page with one prepared
 * statement). Prints figures; it is not a test.
 */
import { sql } from 'kysely';
import { newId } from '../server/db/ids';
import { processImage } from '../server/media';
import { solidImage } from '../server/media/test-images';
import type { ProductValues } from '../server/products/product-rows';
import { ProductWritesRepository } from '../server/products/writes-repository';
import { createBenchSellers, load, openBenchServer, report, startBaselines } from './lib/harness';

const SIZES = (process.env.BENCH_PRODUCT_SIZES ?? '10000,100000').split(',').map(Number);
const SELLERS = 20;
const PAGE = 20;
const CONNECTIONS = 10;
const BENCH = 'market';

const WORDS = ['tea', 'scallop', 'mushroom', 'cookie', 'mug', 'towel', 'candle', 'plum', 'jerky', 'board'];
const CATEGORIES = ['Tea', 'Snacks', 'Dried goods', 'Dried seafood', 'Gifts', 'Ceramics', 'Textiles', 'Home'];
const TOP = 'z'.repeat(21);

const bench = await openBenchServer();
const { server, kind } = bench;
const db = kind;
try {
  const sellers = await createBenchSellers(server, SELLERS);
  const image = (await processImage(await solidImage(64, 64), server.services.images)).filePath;
  const largest = Math.max(...SIZES);
  const start = Date.now() - largest * 1000;
  const ids: string[] = []; // ids[i] is the i-th newest product
  for (let i = 0; i < largest; i += 1) ids.push(newId(start + (largest - i) * 1000));
  const repo = new ProductWritesRepository(server.db.kysely);
  let seeded = 0;
  const seedTo = async (n: number) => {
    const started = performance.now();
    for (let from = seeded; from < n; from += 10_000) {
      const batch: (ProductValues & { id: string; sellerId: string; now: number })[] = [];
      for (let i = from; i < Math.min(n, from + 10_000); i += 1) {
        const word = WORDS[i % WORDS.length]!;
        batch.push({
          id: ids[i]!,
          sellerId: sellers[i % SELLERS]!,
          now: start + (largest - i) * 1000,
          name: `${word} no. ${i}`,
          description: `A fine ${word}, item ${i} of the benchmark catalogue.`,
          price_cents: 100 + (i % 5000),
          cost_cents: 50 + (i % 2000),
          discount_bp: (i % 4) * 500,
          quantity: i % 30,
          size: null,
          barcode: `489${String(i).padStart(10, '0')}`,
          imagePaths: [image],
          categories: [
            CATEGORIES[i % CATEGORIES.length]!,
            CATEGORIES[(i * 7 + 3) % CATEGORIES.length]!,
          ].filter((c, k, all) => all.indexOf(c) === k),
        });
      }
      await repo.insertMany(batch);
    }
    seeded = n;
    if (kind === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.db.kysely);
    else await sql`analyze`.execute(server.db.kysely);
    return performance.now() - started;
  };

  const url = `${server.url}/api/res/product/list`;
  const baselines = await startBaselines({
    db: bench.baselineDb,
    query:
      'select products.*, account_names.username as seller_username, account_names.email as seller_email ' +
      'from products inner join account_names on account_names.id = products.seller_id ' +
      `where products.removed_at is null and products.id < ${kind === 'postgres' ? '$1' : '?'} ` +
      `order by products.id desc limit ${PAGE}`,
    params: (data) => [typeof data.cursor === 'string' ? data.cursor : TOP],
  });
  try {
    console.log(`${db}; ${CONNECTIONS} connections (autocannon in a child process); page of ${PAGE}`);
    const hello = await load(baselines.helloUrl, { connections: CONNECTIONS });
    report(BENCH, 'plain Fastify hello-world', hello, { db });
    for (const size of SIZES) {
      const seedMs = await seedTo(size);
      console.log(
        `— ${size.toLocaleString('en')} products (seeded the new ones in ${(seedMs / 1000).toFixed(1)} s)`,
      );
      const bare = await load(baselines.bareUrl, { body: {}, connections: CONNECTIONS });
      report(BENCH, `bare handler, first page (${size})`, bare, { db, hello, size });
      const deepIndex = Math.floor(size * 0.9);
      const scenarios: [string, unknown][] = [
        ['market first page', { limit: PAGE }],
        ['market category Tea', { limit: PAGE, category: ['Tea'] }],
        ['market search "candle" (1 in 10)', { limit: PAGE, search: 'candle' }],
        [
          `market page ${Math.floor(deepIndex / PAGE) + 1} (deep cursor)`,
          { limit: PAGE, cursor: ids[deepIndex] },
        ],
        ['product list of one seller', { limit: PAGE, seller_id: sellers[3] }],
      ];
      for (const [label, body] of scenarios) {
        const r = await load(url, {
          body,
          connections: CONNECTIONS,
          profile: `market-${db}-${size}-${label.split(' ')[1]}`,
        });
        report(BENCH, `${label} (${size})`, r, { db, hello, bare, size });
      }
    }
  } finally {
    await baselines.close();
  }
} finally {
  await bench.stop();
}
