/**
 * `/res/product/list` benchmark: 10,000 products in a fresh SQLite data folder, the real server (startServer),
 * and 20 concurrent in-process clients calling it over HTTP for a few seconds per scenario.
 * Prints figures; it is not a test. Run: `npx tsx bench/product-list.ts [seconds per scenario]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { newId } from '../server/db/ids';
import { processImage } from '../server/media';
import { solidImage } from '../server/media/test-images';
import { ProductsRepository, type ProductValues } from '../server/products/repository';
import { startServer } from '../server/start-server';

// `npx tsx bench/product-list.ts [seconds] [products]` (defaults: 10 s, 10,000 products)
const PRODUCTS = Number(process.argv[3]) || 10_000;
const SELLERS = 20;
const WORKERS = 20;
const SECONDS = Number(process.argv[2]) || 10;

const WORDS = ['tea', 'scallop', 'mushroom', 'cookie', 'mug', 'towel', 'candle', 'plum', 'jerky', 'board'];
const CATEGORIES = ['Tea', 'Snacks', 'Dried goods', 'Dried seafood', 'Gifts', 'Ceramics', 'Textiles', 'Home'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** 20 workers call `body` back to back for SECONDS; answers req/s and latency percentiles. */
async function load(url: string, body: unknown): Promise<string> {
  const payload = JSON.stringify({ data: body });
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      const json = (await res.json()) as { success: boolean; data: unknown[] };
      latencies.push(performance.now() - started);
      if (!json.success || !Array.isArray(json.data)) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const fmt = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  return `${(latencies.length / elapsed).toFixed(0).padStart(6)} req/s   p50 ${fmt(percentile(latencies, 50))}   p99 ${fmt(percentile(latencies, 99))}   ${failures ? `${failures} FAILED` : 'all ok'}`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stallfeed-bench-list-'));
  const config = loadConfig({
    NODE_ENV: 'production', // no output re-validation, as in production
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const server = await startServer(config);
  try {
    const sellers: string[] = [];
    for (let i = 0; i < SELLERS; i += 1) {
      sellers.push(
        await server.services.auth.createUser({
          email: `bench-${i}@example.test`,
          passwd: 'bench-password-1',
          role: 's',
        }),
      );
    }
    const image = (await processImage(await solidImage(64, 64), server.services.images)).filePath;

    const insertStarted = performance.now();
    const products: (ProductValues & { id: string; sellerId: string; now: number })[] = [];
    for (let i = 0; i < PRODUCTS; i += 1) {
      const word = WORDS[i % WORDS.length]!;
      products.push({
        id: newId(),
        sellerId: sellers[i % SELLERS]!,
        now: Date.now(),
        name: `${word} no. ${i}`,
        description: `A fine ${word}, item ${i} of the benchmark catalogue.`,
        price_cents: 100 + (i % 5000),
        cost_cents: 50 + (i % 2000),
        discount_bp: (i % 4) * 500,
        quantity: i % 30,
        size: null,
        barcode: `489${String(i).padStart(10, '0')}`,
        imagePaths: [image],
        categories: [CATEGORIES[i % CATEGORIES.length]!, CATEGORIES[(i * 7 + 3) % CATEGORIES.length]!].filter(
          (c, k, all) => all.indexOf(c) === k,
        ),
      });
    }
    await new ProductsRepository(server.db.kysely).insertMany(products);
    const insertMs = performance.now() - insertStarted;

    const url = `${server.url}/api/res/product/list`;
    // the 9,000th newest product: the page after it is 180 pages deep at 50 per page
    const deepCursor = products[PRODUCTS - 9000]!.id;
    console.log(
      `${PRODUCTS} products (bulk insert ${insertMs.toFixed(0)} ms), SQLite, ${WORKERS} concurrent clients, ` +
        `${SECONDS} s per scenario, ${availableParallelism()} cores, Node ${process.version}`,
    );
    const scenarios: [string, unknown][] = [
      ['first page, no filter (50)', {}],
      ['search "candle" (1 in 10 match)', { search: 'candle' }],
      ['search "no. 9999" (1 match)', { search: 'no. 9999' }],
      ['category Tea (any of)', { category: ['Tea'] }],
      ['deep cursor page (after 9,000)', { cursor: deepCursor }],
      ['one seller, oldest first', { seller_id: sellers[3], sort: 1 }],
    ];
    for (const [label, body] of scenarios) {
      await load(url, body).then((line) => console.log(`${label.padEnd(40)} ${line}`));
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
