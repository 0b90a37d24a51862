/**
 * Home feed benchmark (`/api/res/post/list`, a page of 20) on the real server (startServer) with BENCH_DB's
 * database, growing in one run through BENCH_FEED_SIZES posts (default 10,000 and 100,000; 1,000,000 takes
 * minutes to seed): at each size the first page anonymous and logged in and a page deep in the feed, against
 * the same-run baselines of bench/lib/harness.ts (hello-world, and the bare handler reading the same page with
 * one prepared statement). At the largest size on SQLite: cold start of the compiled server to `/healthz` and the
 * server's RSS under feed load. Prints figures; it is not a test.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { createCollection, saveContent } from '../contract/collections';
import { buildServerIfStale } from '../scripts/build-if-stale.mjs';
import { newId } from '../server/db/ids';
import type { SessionUser } from '../server/http/context';
import { processImage } from '../server/media';
import { solidImage } from '../server/media/test-images';
import { PostsRepository, type PostValues } from '../server/posts/repository';
import type { ProductValues } from '../server/products/product-rows';
import { ProductWritesRepository } from '../server/products/writes-repository';
import {
  createBenchSellers,
  type LoadResult,
  load,
  note,
  openBenchServer,
  report,
  startBaselines,
} from './lib/harness';

const SIZES = (process.env.BENCH_FEED_SIZES ?? '10000,100000').split(',').map(Number);
const SELLERS = 50;
const PRODUCTS_PER_SELLER = 4;
const PAGE = 20;
const CONNECTIONS = 10;
const BENCH = 'feed';

const WORDS = ['tea', 'scallop', 'mushroom', 'cookie', 'mug', 'towel', 'candle', 'plum', 'jerky', 'board'];
const TAGS = ['Tea', 'Snacks', 'Dried goods', 'Seafood', 'Gifts', 'Ceramics', 'Textiles', 'Home'];
/** after every id: the cursor of the first page for the bare handler's one statement */
const TOP = 'z'.repeat(21);

const bench = await openBenchServer();
const { server, kind } = bench;
const db = kind;
try {
  const sellers = await createBenchSellers(server, SELLERS);
  const images: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const colour = `#${(i * 0x2a3b4c).toString(16).slice(-6).padStart(6, '0')}`;
    images.push(
      (await processImage(await solidImage(64, 64, 'png', colour), server.services.images)).filePath,
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
  await new ProductWritesRepository(server.db.kysely).insertMany(products);

  // posts are made oldest first in time, 1 s apart, ending now; each size adds the older ones below the rest
  const largest = Math.max(...SIZES);
  const start = Date.now() - largest * 1000;
  const ids: string[] = []; // ids[i] is the i-th newest post
  for (let i = 0; i < largest; i += 1) ids.push(newId(start + (largest - i) * 1000));
  const repo = new PostsRepository(server.db.kysely);
  let seeded = 0;
  const seedTo = async (n: number) => {
    const started = performance.now();
    for (let from = seeded; from < n; from += 10_000) {
      const batch: Parameters<PostsRepository['insertMany']>[0] = [];
      for (let i = from; i < Math.min(n, from + 10_000); i += 1) {
        const authorId = sellers[i % SELLERS]!;
        const word = WORDS[i % WORDS.length]!;
        const values: PostValues = {
          title: `Fresh ${word} today, batch ${i}`,
          description: `Post ${i} of the benchmark feed: ${word}s from the stall, limited stock, come early.`,
          tags: [TAGS[i % TAGS.length]!, TAGS[(i * 3 + 1) % TAGS.length]!].filter(
            (t, k, a) => a.indexOf(t) === k,
          ),
          imagePaths: images.slice(0, 1 + (i % 6)),
          linkedProductIds: productsOf.get(authorId)!.slice(0, i % 3),
        };
        batch.push({
          ...values,
          id: ids[i]!,
          authorId,
          now: start + (largest - i) * 1000,
          likeCount: (i * 7) % 250,
          commentCount: (i * 3) % 40,
          shareCount: i % 12,
        });
      }
      await repo.insertMany(batch);
    }
    seeded = n;
    // fold the bulk insert's write-ahead log into the database file, as a long-running server's would be
    if (kind === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.db.kysely);
    else await sql`analyze`.execute(server.db.kysely);
    return performance.now() - started;
  };

  // a logged-in reader who liked and saved some of the newest posts (hasLiked / isSaved are read per page)
  await seedTo(SIZES[0]!);
  const readerId = await server.services.auth.createUser({
    email: 'bench-reader@example.test',
    passwd: 'bench-password-1',
    role: 'c',
  });
  const reader: SessionUser = { id: readerId, email: 'bench-reader@example.test', role: 'c', tokenHash: '' };
  const collection = await server.services.collections.create(
    createCollection.input.parse({ name: 'Bench' }),
    reader,
  );
  for (let i = 0; i < 30; i += 3) {
    await server.services.posts.like(ids[i]!, reader);
    await server.services.collections.save(
      saveContent.input.parse({ id: ids[i]!, collection: collection._id }),
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
  const baselines = await startBaselines({
    db: bench.baselineDb,
    query:
      'select id, author_id, title, description, tags, image_paths, linked_product_ids, like_count, ' +
      'comment_count, share_count, created_at from posts where removed_at is null and id < ' +
      `${kind === 'postgres' ? '$1' : '?'} order by id desc limit ${PAGE + 1}`,
    params: (data) => [typeof data.cursor === 'string' ? data.cursor : TOP],
  });
  try {
    const check = (await (
      await fetch(feedUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { limit: PAGE } }),
      })
    ).json()) as { data: { items: unknown[] } };
    if (check.data.items.length !== PAGE) throw new Error('the feed did not answer a full page');

    console.log(`${db}; ${CONNECTIONS} connections (autocannon in a child process); page of ${PAGE}`);
    const hello = await load(baselines.helloUrl, { connections: CONNECTIONS });
    report(BENCH, 'plain Fastify hello-world', hello, { db });
    let feedLoad: LoadResult | undefined;
    for (const size of SIZES) {
      const seedMs = await seedTo(size);
      console.log(
        `— ${size.toLocaleString('en')} posts (seeded the new ones in ${(seedMs / 1000).toFixed(1)} s)`,
      );
      const deepIndex = Math.floor(size * 0.9);
      const deepCursor = ids[deepIndex]!;
      const deepPage = Math.floor(deepIndex / PAGE) + 1;
      const first = { limit: PAGE };
      const deep = { limit: PAGE, cursor: deepCursor };
      const bare = await load(baselines.bareUrl, { body: first, connections: CONNECTIONS });
      report(BENCH, `bare handler, first page (${size})`, bare, { db, hello, size });
      const bareDeep = await load(baselines.bareUrl, { body: deep, connections: CONNECTIONS });
      report(BENCH, `bare handler, page ${deepPage} (${size})`, bareDeep, { db, hello, size });
      const anon = await load(feedUrl, {
        body: first,
        connections: CONNECTIONS,
        profile: `feed-anonymous-${db}-${size}`,
      });
      report(BENCH, `feed first page, anonymous (${size})`, anon, { db, hello, bare, size });
      const logged = await load(feedUrl, {
        body: first,
        token,
        connections: CONNECTIONS,
        profile: `feed-logged-in-${db}-${size}`,
      });
      report(BENCH, `feed first page, logged in (${size})`, logged, { db, hello, bare, size });
      feedLoad = await load(feedUrl, { body: deep, connections: CONNECTIONS });
      report(BENCH, `feed page ${deepPage}, anonymous (${size})`, feedLoad, {
        db,
        hello,
        bare: bareDeep,
        size,
      });
    }
    const rss = process.memoryUsage().rss / 1024 / 1024;
    note(
      BENCH,
      `RSS after the feed load (${largest})`,
      `${rss.toFixed(0)} MB (bench process: server + seed data)`,
      db,
    );
  } finally {
    await baselines.close();
  }

  if (kind === 'sqlite') {
    await server.stop();
    await coldStart(largest, {});
    await coldStart(largest, { AI_WARM_UP: 'off' });
  }
} finally {
  await bench.stop();
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** a new server process on the same data folder, from spawn to the first 200 from /healthz; its peak RSS */
async function coldStart(posts: number, env: Record<string, string>): Promise<void> {
  const port = 3400 + (process.pid % 50);
  // the compiled server `npm start` runs (built before the clock starts: a start after a pull builds once)
  const entry = buildServerIfStale();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: bench.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'off',
      WEB_DIST: `${bench.dataDir}/no-web`,
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  let ready = 0;
  while (performance.now() - started < 30_000) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      ready = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  // the server's own RSS under feed load, in its own process
  let rssNote = '';
  if (ready) {
    const r = await load(`http://127.0.0.1:${port}/api/res/post/list`, { body: { limit: PAGE }, seconds: 3 });
    const vmHwm = await peakRssMb(child.pid!);
    // the AI engine the server forked (decision 0250), told apart: the issue's figure is the API process's
    const engines = (await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').catch(() => ''))
      .split(' ')
      .filter(Boolean);
    const engineMb = (await Promise.all(engines.map((pid) => peakRssMb(Number(pid)).catch(() => 0)))).reduce(
      (a, b) => a + b,
      0,
    );
    rssNote = `; peak RSS of that server after ${r.total} feed requests: ${vmHwm.toFixed(0)} MB${
      engines.length ? ` (its AI engine process beside it: ${engineMb.toFixed(0)} MB)` : ''
    }`;
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const label = Object.keys(env).length
    ? ` with ${Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`
    : '';
  note(
    BENCH,
    `cold start to /healthz (${posts} posts)${label}`,
    ready ? `${ready.toFixed(0)} ms from spawn of the compiled server${rssNote}` : 'did not answer in 30 s',
    'sqlite',
  );
}
