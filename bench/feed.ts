/**
 * Home feed benchmark: 100,000 posts in a fresh SQLite data folder, the real server (startServer), and 50
 * concurrent clients calling `/api/res/post/list` (a page of 20) for a few seconds per scenario, anonymous and
 * logged in. In the same run a plain Fastify hello-world on another port gets the same load, and the feed's rate
 * is printed as a fraction of it. The load loop runs in a child process, so the clients share neither the
 * server's event loop nor its CPU account; the server's CPU time per request is printed too, a figure that holds
 * on a busy machine. Prints figures; it is not a test. Run: `npx tsx bench/feed.ts [seconds per scenario]`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { createCollection, saveContent } from '../contract/collections';
import { loadConfig } from '../server/config';
import { newId } from '../server/db/ids';
import type { SessionUser } from '../server/http/context';
import { processImage } from '../server/media';
import { solidImage } from '../server/media/test-images';
import { PostsRepository, type PostValues } from '../server/posts/repository';
import { ProductsRepository, type ProductValues } from '../server/products/repository';
import { startServer } from '../server/start-server';

const POSTS = 100_000;
const SELLERS = 50;
const PRODUCTS_PER_SELLER = 4;
const WORKERS = 50;
const PAGE = 20;
const SECONDS = Number(process.argv[2]) || 10;

const WORDS = ['tea', 'scallop', 'mushroom', 'cookie', 'mug', 'towel', 'candle', 'plum', 'jerky', 'board'];
const TAGS = ['Tea', 'Snacks', 'Dried goods', 'Seafood', 'Gifts', 'Ceramics', 'Textiles', 'Home'];

/**
 * The load loop, as plain JavaScript for a child process (so the clients neither share the server's event loop
 * nor count in its CPU time): WORKERS clients call one URL back to back, then print their latencies as JSON.
 */
const LOAD_LOOP = `
const { url, body, token, workers, seconds } = JSON.parse(process.argv[1]);
const payload = JSON.stringify({ data: body });
const headers = { 'content-type': 'application/json' };
if (token) headers.authorization = 'Bearer ' + token;
(async () => {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const res = await fetch(url, { method: 'POST', headers, body: payload });
        const json = await res.json();
        if (!json.success) failures += 1;
      } catch { failures += 1; }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  process.stdout.write(JSON.stringify({ latencies, failures, elapsed: (performance.now() - started) / 1000 }));
})();
`;

interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU time of the server process per answered request (user + system), independent of other load */
  cpuMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function load(url: string, body: unknown, token?: string): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const child = spawn(process.execPath, [
    '-e',
    LOAD_LOOP,
    JSON.stringify({ url, body, token, workers: WORKERS, seconds: SECONDS }),
  ]);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`load loop exited with ${code}`);
  const cpu = process.cpuUsage(cpuBefore);
  const m = JSON.parse(out) as { latencies: number[]; failures: number; elapsed: number };
  const sorted = m.latencies.sort((a, b) => a - b);
  return {
    rate: sorted.length / m.elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures: m.failures,
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length),
  };
}

function line(label: string, r: LoadResult, base?: LoadResult): string {
  const fmt = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  const share = base ? `   ${((r.rate / base.rate) * 100).toFixed(1).padStart(5)} % of hello-world` : '';
  return `${label.padEnd(44)} ${r.rate.toFixed(0).padStart(6)} req/s   p50 ${fmt(r.p50)}   p99 ${fmt(r.p99)}   server CPU ${r.cpuMs.toFixed(2)} ms/req   ${r.failures ? `${r.failures} FAILED` : 'all ok'}${share}`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stallfeed-bench-feed-'));
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
  const hello = Fastify({ logger: false });
  hello.post('/api/hello', async () => ({ success: true, data: { hello: 'world' } }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloAddress = hello.server.address();
  const helloUrl = `http://127.0.0.1:${typeof helloAddress === 'object' && helloAddress ? helloAddress.port : 0}/api/hello`;

  try {
    const setupStarted = performance.now();
    const sellers: string[] = [];
    for (let i = 0; i < SELLERS; i += 1) {
      sellers.push(
        await server.services.auth.createUser({
          email: `bench-seller-${i}@example.test`,
          username: `bench_seller_${i}`,
          passwd: 'bench-password-1',
          role: 's',
        }),
      );
    }
    const images: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      images.push(
        (
          await processImage(
            await solidImage(64, 64, 'png', `#${(i * 0x2a3b4c).toString(16).slice(-6).padStart(6, '0')}`),
            server.services.images,
          )
        ).filePath,
      );
    }

    // each seller's products, so feed pages hydrate real linked products through the catalogue service
    const products: (ProductValues & { id: string; sellerId: string; now: number })[] = [];
    const productsOf = new Map<string, string[]>();
    for (const [s, sellerId] of sellers.entries()) {
      for (let k = 0; k < PRODUCTS_PER_SELLER; k += 1) {
        const id = newId();
        products.push({
          id,
          sellerId,
          now: Date.now(),
          name: `${WORDS[(s + k) % WORDS.length]} by seller ${s}`,
          description: 'A product linked from the benchmark posts.',
          price_cents: 1000 + s * 10 + k,
          cost_cents: 500,
          discount_bp: (k % 3) * 500,
          quantity: 10,
          size: null,
          barcode: null,
          imagePaths: [images[k % images.length]!],
          categories: [TAGS[k % TAGS.length]!],
        });
        productsOf.set(sellerId, [...(productsOf.get(sellerId) ?? []), id]);
      }
    }
    await new ProductsRepository(server.db.kysely).insertMany(products);

    const posts: (PostValues & {
      id: string;
      authorId: string;
      now: number;
      likeCount: number;
      commentCount: number;
      shareCount: number;
    })[] = [];
    const start = Date.now() - POSTS * 1000;
    for (let i = 0; i < POSTS; i += 1) {
      const authorId = sellers[i % SELLERS]!;
      const word = WORDS[i % WORDS.length]!;
      const own = productsOf.get(authorId)!;
      posts.push({
        id: newId(start + i * 1000),
        authorId,
        now: start + i * 1000,
        title: `Fresh ${word} today, batch ${i}`,
        description: `Post ${i} of the benchmark feed: ${word}s from the stall, limited stock, come early.`,
        tags: [TAGS[i % TAGS.length]!, TAGS[(i * 3 + 1) % TAGS.length]!].filter(
          (t, k, all) => all.indexOf(t) === k,
        ),
        imagePaths: images.slice(0, 1 + (i % 6)),
        linkedProductIds: own.slice(0, i % 3),
        likeCount: (i * 7) % 250,
        commentCount: (i * 3) % 40,
        shareCount: i % 12,
      });
    }
    await new PostsRepository(server.db.kysely).insertMany(posts);
    // fold the bulk insert's write-ahead log into the database file, as a long-running server's would be;
    // otherwise every read of the first scenarios also searches a log of ~100 MB
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.db.kysely);
    const setupMs = performance.now() - setupStarted;

    // a logged-in reader who liked and saved some of the newest posts (hasLiked / isSaved are read per page)
    const readerId = await server.services.auth.createUser({
      email: 'bench-reader@example.test',
      passwd: 'bench-password-1',
      role: 'c',
    });
    const reader: SessionUser = {
      id: readerId,
      email: 'bench-reader@example.test',
      role: 'c',
      tokenHash: '',
    };
    const collection = await server.services.collections.create(
      createCollection.input.parse({ name: 'Bench' }),
      reader,
    );
    for (let i = 1; i <= 30; i += 3) {
      const id = posts[POSTS - i]!.id;
      await server.services.posts.like(id, reader);
      await server.services.collections.save(
        saveContent.input.parse({ id, collection: collection._id }),
        reader,
      );
    }
    const login = await fetch(`${server.url}/api/auth/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { email: 'bench-reader@example.test', passwd: 'bench-password-1' } }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const feedUrl = `${server.url}/api/res/post/list`;
    const check = (await (
      await fetch(feedUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { limit: PAGE } }),
      })
    ).json()) as { data: { items: { hasLiked: boolean; linkedProducts: unknown[] }[] } };
    if (check.data.items.length !== PAGE) throw new Error('the feed did not answer a full page');
    const deepCursor = posts[POSTS - 90_000]!.id;

    console.log(
      `${POSTS.toLocaleString('en')} posts by ${SELLERS} sellers (setup with bulk insert ${(setupMs / 1000).toFixed(1)} s), SQLite, ` +
        `${WORKERS} concurrent clients in a child process, ${SECONDS} s per scenario, page of ${PAGE}, ` +
        `${availableParallelism()} cores, Node ${process.version}`,
    );
    // warm-up, not counted
    await Promise.all([fetch(helloUrl, { method: 'POST' }), fetch(feedUrl, { method: 'POST' })]);

    const base = await load(helloUrl, {});
    console.log(line('plain Fastify hello-world (same process)', base));
    const anonymous = await load(feedUrl, { limit: PAGE });
    console.log(line('feed first page, anonymous', anonymous, base));
    const loggedIn = await load(feedUrl, { limit: PAGE }, token);
    console.log(line('feed first page, logged in', loggedIn, base));
    const deep = await load(feedUrl, { limit: PAGE, cursor: deepCursor });
    console.log(line('feed page after 90,000 posts, anonymous', deep, base));
  } finally {
    await hello.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
