import fs from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, migrateOnce, startCluster } from './cluster/cluster';
import { NGINX_BINARY } from './cluster/nginx';
import { S3ImageStore } from './media/s3-store';
import { solidImage } from './media/test-images';
import { SseClient } from './notifications/sse-client';
import {
  type Cast,
  compareWithWitness,
  INITIAL_STOCK,
  readPostgres,
  type Witness,
} from './reliability/crash';
import { startTestS3, type TestS3 } from './testing/s3-server';
import { withSchemaLock } from './testing/schema-lock';
import { TEST_PASSWORD, usePostgres } from './testing/test-server';

/**
 * The scaled layout (docs/deploy.md, docs/decisions/0130–0132): two server processes (server/main.ts) on one
 * PostgreSQL schema, one Redis key prefix and one S3 bucket (s3rver on loopback), nginx from Debian in front
 * with deploy/nginx.conf. Runs on the PostgreSQL pass with TEST_REDIS_URL set (.ci/run); skips otherwise.
 */
const pgUrl = usePostgres ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;
const hasNginx = fs.existsSync(NGINX_BINARY);
const skip = !pgUrl || !redisUrl || !hasNginx;
if (skip)
  console.log(
    `cluster test skipped: needs TEST_DB_KIND=postgres, TEST_REDIS_URL and ${NGINX_BINARY} (${[
      !pgUrl && 'no PostgreSQL',
      !redisUrl && 'no Redis',
      !hasNginx && 'no nginx',
    ]
      .filter(Boolean)
      .join(', ')})`,
  );

const schema = `t_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const redisPrefix = `stallfeed-test:${schema}:`;
// four ports in 3500–3599: process A, process B, nginx, s3rver
const base = 3500 + 4 * Math.floor(Math.random() * 25);

type Answer<T = unknown> = { status: number; body: { success: boolean; error?: { code: number } }; data: T };

async function call<T = unknown>(
  url: string,
  p: string,
  data: unknown = {},
  token?: string,
): Promise<Answer<T>> {
  const res = await fetch(`${url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json()) as Answer<T>['body'] & { data: T };
  return { status: res.status, body, data: body.data };
}

async function must<T>(url: string, p: string, data: unknown = {}, token?: string): Promise<T> {
  const r = await call<T>(url, p, data, token);
  if (r.status !== 200) throw new Error(`${p}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.data;
}

let counter = 0;
async function register(url: string, role: 's' | 'c') {
  counter += 1;
  const email = `cluster-${role}${counter}-${Date.now()}@example.test`;
  const r = await must<{ token: string; user_id: string }>(url, '/auth/user/register', {
    email,
    passwd: TEST_PASSWORD,
    role,
  });
  return { email, token: r.token, id: r.user_id };
}

async function buyerWithAddress(url: string) {
  const b = await register(url, 'c');
  const address = await must<{ _id: string }>(
    url,
    '/user/info/add_address',
    { name: 'Ada Lam', phone: '+852 9123 4567', address: '12 Shelley Street, Central' },
    b.token,
  );
  return { ...b, address: address._id };
}

async function uploadImage(url: string, p: string, token: string, color: string): Promise<string> {
  const form = new FormData();
  form.append('token', token);
  const png = await solidImage(48, 48, 'png', color);
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png');
  const res = await fetch(`${url}/api${p}`, { method: 'POST', body: form });
  const body = (await res.json()) as { data: { file_path: string[] } };
  if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
  return body.data.file_path[0]!;
}

async function openStream(url: string, token: string) {
  const { ticket } = await must<{ ticket: string }>(url, '/user/notification/stream_ticket', {}, token);
  const client = await SseClient.open(
    `${url}/api/user/notification/stream?ticket=${encodeURIComponent(ticket)}`,
  );
  expect(client.status).toBe(200);
  await client.next((e) => e.event === 'ready', 5000);
  return client;
}

// .ci/run installs nginx: there, a missing one is a failure, not a skip
it.runIf(Boolean(process.env.CI) && pgUrl && redisUrl && !hasNginx)(
  'nginx is installed for the cluster test',
  () => {
    expect(hasNginx, `${NGINX_BINARY} is missing`).toBe(true);
  },
);

describe.skipIf(skip)('cluster: two processes behind nginx on PostgreSQL, Redis and S3', () => {
  let s3: TestS3 | undefined;
  let cluster: Cluster | undefined;
  let a = '';
  let b = '';
  let proxy = '';

  beforeAll(async () => {
    await withSchemaLock(pgUrl!, (admin) => admin.query(`create schema ${schema}`));
    // migrations once, before any process starts (docs/deploy.md); the processes then find nothing to do
    await migrateOnce(pgUrl!, schema);
    s3 = await startTestS3({ port: base + 3 });
    cluster = await startCluster({
      ports: [base, base + 1],
      proxyPort: base + 2,
      databaseUrl: pgUrl!,
      schema,
      redisUrl: redisUrl!,
      redisPrefix,
      s3Env: s3.env,
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '4', COMMENTS_PER_MINUTE: '3' },
      // as `npm run cluster` does: a process that exits is started again (docs/decisions/0223)
      supervise: { log: () => {}, readinessEveryMs: 1000 },
    });
    a = cluster.servers[0]!.url;
    b = cluster.servers[1]!.url;
    proxy = cluster.url;
  }, 90_000);

  afterAll(async () => {
    await cluster?.stop();
    await s3?.close();
    await withSchemaLock(pgUrl!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    const redis = new Redis(redisUrl!);
    try {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }, 30_000);

  it('a session made by logging in on one process works on the other, and through nginx', async () => {
    const user = await register(a, 'c');
    const viaB = await call<{ email: string }>(b, '/auth/user/me', {}, user.token);
    expect(viaB.status).toBe(200);
    expect(viaB.data.email).toBe(user.email);
    const login = await must<{ token: string }>(b, '/auth/user/login', {
      email: user.email,
      passwd: TEST_PASSWORD,
    });
    expect((await call(a, '/auth/user/me', {}, login.token)).status).toBe(200);
    // nginx passes the request id on, and the process answers it
    const res = await fetch(`${proxy}/healthz`, { headers: { 'x-request-id': 'cluster-test-42' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('cluster-test-42');
  });

  it('the login throttle counts failures made on both processes together', async () => {
    const user = await register(a, 'c');
    // 4 failures allowed per account: 2 on each process, so neither alone has reached the limit
    for (const url of [a, a, b, b]) {
      const r = await call(url, '/auth/user/login', { email: user.email, passwd: 'wrong password 1' });
      expect(r.status).toBe(401);
    }
    const refused = await call(b, '/auth/user/login', { email: user.email, passwd: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect((await call(a, '/auth/user/login', { email: user.email, passwd: TEST_PASSWORD })).status).toBe(
      429,
    );
  });

  it('the write rate limits count calls made on both processes together', async () => {
    const seller = await register(a, 's');
    const image = await uploadImage(a, '/res/post/upload_img', seller.token, '#336699');
    const post = await must<{ id: string }>(
      a,
      '/res/post/create',
      { title: 'Cluster post', description: 'Counted everywhere', tags: [], imagePaths: [image] },
      seller.token,
    );
    const buyer = await register(b, 'c');
    // 3 comments per minute: two on A and one on B pass, the fourth is refused wherever it goes
    for (const url of [a, b, a]) {
      const r = await call(url, '/res/post/add_comment', { id: post.id, text: 'Nice' }, buyer.token);
      expect(r.status).toBe(200);
    }
    for (const url of [b, a]) {
      const r = await call(url, '/res/post/add_comment', { id: post.id, text: 'Nice' }, buyer.token);
      expect(r.status).toBe(429);
      expect(r.body.error?.code).toBe(42902);
    }
  });

  it('an image uploaded through one process is served by the other from the bucket, with the same cache headers', async () => {
    const seller = await register(a, 's');
    const file = await uploadImage(a, '/res/product/upload_img', seller.token, '#aa3311');
    // it is in the bucket, not in a process's data folder
    expect(await S3ImageStore.fromSettings(s3!.settings).has(file)).toBe(true);
    const fromA = await fetch(`${a}/img/${file}`);
    const fromB = await fetch(`${b}/img/${file}`);
    const viaProxy = await fetch(`${proxy}/img/${file}`);
    for (const res of [fromA, fromB, viaProxy]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const bytes = Buffer.from(await fromA.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Buffer.from(await viaProxy.arrayBuffer()).equals(bytes)).toBe(true);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    const again = await fetch(`${b}/img/${file}`, {
      headers: { 'if-none-match': fromA.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(
      (await fetch(`${b}/img/${file.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0'))}`)).status,
    ).toBe(404);
  });

  it('a notification caused on one process reaches SSE clients of the other and through nginx', async () => {
    const seller = await register(a, 's');
    const image = await uploadImage(a, '/res/post/upload_img', seller.token, '#118844');
    const post = await must<{ id: string }>(
      a,
      '/res/post/create',
      { title: 'Live post', description: 'Liked elsewhere', tags: [], imagePaths: [image] },
      seller.token,
    );
    const onB = await openStream(b, seller.token);
    const viaProxy = await openStream(proxy, seller.token);
    try {
      const buyer = await register(a, 'c');
      await must(a, '/res/post/like', { id: post.id }, buyer.token);
      for (const client of [onB, viaProxy]) {
        const event = await client.next((e) => e.event === 'notification', 5000);
        expect(JSON.parse(event.data).notification.params.post_id).toBe(post.id);
      }
    } finally {
      onB.close();
      viaProxy.close();
    }
  });

  it('50 buyers racing for the last unit through both processes make exactly one order', async () => {
    const seller = await register(a, 's');
    const product = await must<{ _id: string }>(
      a,
      '/res/product/create',
      { name: 'Last jar', description: 'One left', price: 30, cost: 10, quantity: 1 },
      seller.token,
    );
    const buyers = [];
    for (let i = 0; i < 50; i += 10)
      buyers.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, j) => buyerWithAddress(j % 2 ? a : b)))),
      );
    const carts = await Promise.all(
      buyers.map((buyer, i) =>
        must<{ order_id: string }>(
          i % 2 ? a : b,
          '/res/order/create',
          { item: { product_id: product._id, quantity: 1 } },
          buyer.token,
        ),
      ),
    );
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        call(
          i % 2 ? b : a,
          '/res/order/checkout',
          { id: carts[i]!.order_id, address_id: buyer.address, idempotency_key: `race-${schema}-${i}` },
          buyer.token,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const db = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
    await db.connect();
    try {
      const placed = await db.query(
        `select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
         where l.product_id = $1 and o.status <> 'cart'`,
        [product._id],
      );
      expect(placed.rows[0].n).toBe(1);
      const stock = await db.query('select quantity from products where id = $1', [product._id]);
      expect(Number(stock.rows[0].quantity)).toBe(0);
    } finally {
      await db.end();
    }
  }, 60_000);

  it('a process killed with SIGKILL under checkouts through nginx loses and duplicates no acknowledged order; the other keeps serving', async () => {
    const tag = `kill-${schema}`;
    const seller = await register(a, 's');
    const saleProducts: string[] = [];
    for (let i = 0; i < 3; i += 1)
      saleProducts.push(
        (
          await must<{ _id: string }>(
            a,
            '/res/product/create',
            { name: `Sale ${i}`, description: 'Kill test', price: 10, cost: 4, quantity: INITIAL_STOCK },
            seller.token,
          )
        )._id,
      );
    const buyers = await Promise.all([0, 1, 2, 3].map(() => buyerWithAddress(a)));
    const cast: Cast = {
      seller: { token: seller.token, id: seller.id },
      buyers: buyers.map((x) => ({ token: x.token, id: x.id, address: x.address })),
      saleProducts,
      editProduct: '',
      editImage: '',
      post: '',
    };
    const witness: Witness[] = [];
    const problems: string[] = [];
    let stopping = false;
    let acked = 0;
    let ackedAfterKill = 0;
    let killed = false;

    /** through nginx until answered: a dropped connection or a 502–504 is retried with the same body */
    const deliver = async <T>(p: string, body: unknown, token: string): Promise<Answer<T> | null> => {
      const giveUpAt = Date.now() + 30_000;
      for (;;) {
        try {
          const r = await call<T>(proxy, p, body, token);
          if (r.status < 502 || r.status > 504) return r;
        } catch {
          // the connection went with the process
        }
        if (Date.now() > giveUpAt) {
          problems.push(`${p} unanswered for 30 s`);
          return null;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    let keys = 0;
    const client = async (buyer: (typeof buyers)[number], i: number) => {
      const name = `checkout-${buyer.id}`;
      while (!stopping) {
        const product = saleProducts[i % saleProducts.length]!;
        const qty = 1 + (keys % 2);
        const c = await deliver<{ order: { order_id: string } | null }>('/res/order/cart', {}, buyer.token);
        if (!c) return;
        let cart = c.data?.order
          ? await deliver<{ order_id: string }>(
              '/res/order/update',
              { id: c.data.order.order_id, items: [{ product_id: product, quantity: qty }] },
              buyer.token,
            )
          : await deliver<{ order_id: string }>(
              '/res/order/create',
              { item: { product_id: product, quantity: qty } },
              buyer.token,
            );
        if (!cart) return;
        // an add whose answer was lost with the killed process did happen: sent again, it is "already in the
        // cart" (adding is not idempotent), so the client reads its cart, as the app does
        if (cart.status === 409 && cart.body.error?.code === 40931) {
          const again = await deliver<{ order: { order_id: string } | null }>(
            '/res/order/cart',
            {},
            buyer.token,
          );
          if (!again) return;
          cart = again.data?.order ? { ...again, data: { order_id: again.data.order.order_id } } : cart;
        }
        if (cart.status !== 200) {
          problems.push(`cart: ${cart.status} ${JSON.stringify(cart.body)}`);
          return;
        }
        keys += 1;
        const key = `${tag}-${keys}`;
        witness.push({ t: 'send', kind: 'checkout', key, product, qty, client: name });
        const r = await deliver<{ orders: { order_id: string }[] }>(
          '/res/order/checkout',
          { id: cart.data.order_id, address_id: buyer.address, idempotency_key: key },
          buyer.token,
        );
        if (!r) return;
        if (r.status === 200) {
          witness.push({
            t: 'ack',
            kind: 'checkout',
            key,
            orders: r.data.orders.map((o) => o.order_id),
            client: name,
          });
          acked += 1;
          if (killed) ackedAfterKill += 1;
        } else {
          witness.push({
            t: 'refused',
            kind: 'checkout',
            status: r.status,
            body: JSON.stringify(r.body).slice(0, 300),
            client: name,
          });
        }
      }
    };
    const waitFor = async (done: () => boolean, ms: number) => {
      const until = Date.now() + ms;
      while (!done() && Date.now() < until && problems.length === 0)
        await new Promise((r) => setTimeout(r, 20));
    };

    const clients = buyers.map((buyer, i) => client(buyer, i));
    await waitFor(() => acked >= 20, 30_000);
    const victim = cluster!.servers[1]!;
    expect(await victim.kill('SIGKILL')).toBeNull();
    killed = true;
    await waitFor(() => ackedAfterKill >= 20, 30_000);
    stopping = true;
    await Promise.all(clients);

    expect(problems).toEqual([]);
    expect(ackedAfterKill).toBeGreaterThanOrEqual(20);
    expect((await fetch(`${proxy}/healthz`)).status).toBe(200);

    // the database against the witness (server/reliability/crash.ts): only this test's orders and keys
    const snap = await readPostgres(pgUrl!, schema);
    const ours = new Set(
      snap.lines.filter((l) => saleProducts.includes(l.product_id)).map((l) => l.order_id),
    );
    const mine = {
      ...snap,
      orders: snap.orders.filter((o) => ours.has(o.id)),
      lines: snap.lines.filter((l) => ours.has(l.order_id)),
      requests: snap.requests.filter((r) => r.idem_key.startsWith(`${tag}-`)),
    };
    const result = compareWithWitness(mine, witness, cast, true);
    expect(result.problems).toEqual([]);
    expect(result.lost).toBe(0);
    // every acknowledged key made exactly one order
    expect(mine.requests.length).toBe(witness.filter((w) => w.t === 'ack').length);

    // the supervisor started the killed process again on its port (after 1 s): the new process may answer
    // /readyz a moment before the supervisor's own start-up wait has seen it and recorded it
    await expect
      .poll(
        async () =>
          cluster!.servers[1]!.child.pid !== victim.child.pid &&
          (await fetch(`${b}/readyz`).catch(() => null))?.status === 200,
        { timeout: 30_000 },
      )
      .toBe(true);
  }, 120_000);
});
