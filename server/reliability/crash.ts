import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { solidImage } from '../media/test-images';
import { type ChildServer, randomPort, startChildServer } from './child-server';
import { createScratchDatabase } from './scratch-database';

/**
 * The crash test of docs/reliability.md. A child server (server/main.ts) takes writes that change money
 * or stock — POS sales, checkouts, product edits, likes — from concurrent clients. Every client appends
 * what it sends and every answer it gets to a witness file (one JSON line each, written before the next
 * request). The server is killed with SIGKILL at random moments; with the server down the database is
 * compared with the witness, then the server is restarted and the clients go on, retrying an unanswered
 * POS sale or checkout with the same idempotency key (a retry must return the first answer, never a
 * second sale).
 */

/** The kinds of write the clients make, each acknowledged at least once before the last kill. */
const WRITE_KINDS = ['pos', 'checkout', 'edit', 'like'] as const;

export interface CrashOptions {
  kills: number;
  /** keep killing until at least this many writes were acknowledged */
  minAcked?: number;
  /** PostgreSQL server URL (a fresh database is created on it and dropped after); SQLite when absent */
  databaseUrl?: string;
  /** ms of load between a start and its kill: uniformly random in [min, max] */
  runMs?: [number, number];
  log?: (line: string) => void;
  /** keep the data folder and the witness file even when the run passed */
  keepFiles?: boolean;
  /** more environment for the child server (e.g. REDIS_URL) */
  env?: Record<string, string>;
  /**
   * Instead of a SIGKILL, a fault done to the server's dependencies while it keeps running (the fault suite,
   * ./faults.ts): `kills` counts these rounds, and the database is compared with the witness at the end.
   */
  disrupt?: (round: number, server: ChildServer) => Promise<void>;
}

export interface CrashReport {
  database: 'sqlite' | 'postgres';
  kills: number;
  /** requests sent, answers acknowledged (2xx) */
  sent: number;
  acked: number;
  byKind: Record<string, number>;
  /** acknowledged writes missing from the database, summed over every check */
  lostWrites: number;
  /** problems found (empty when the run passed) */
  problems: string[];
  witnessFile: string;
  seconds: number;
  /** answers 503 (retried by the clients) and other 5xx answers (a failure of the run) */
  unavailable: number;
  serverErrors: number;
  /** with `disrupt`: the server was the same process from start to end */
  sameProcess: boolean;
}

export type Witness =
  | { t: 'send'; kind: 'pos' | 'checkout'; key: string; product: string; qty: number; client: string }
  | { t: 'send'; kind: 'edit'; n: number; client: string }
  | { t: 'send'; kind: 'like'; post: string; client: string }
  | { t: 'ack'; kind: 'pos' | 'checkout'; key: string; orders: string[]; client: string }
  | { t: 'ack'; kind: 'edit'; n: number; client: string }
  | { t: 'ack'; kind: 'like'; liked: boolean; count: number; client: string }
  | { t: 'refused'; kind: string; status: number; body: string; client: string };

export const INITIAL_STOCK = 1_000_000;
const SALE_PRODUCTS = 3;

export interface Cast {
  seller: { token: string; id: string };
  buyers: { token: string; id: string; address: string }[];
  saleProducts: string[];
  editProduct: string;
  editImage: string;
  post: string;
}

type Answer<T> = { status: number; body: unknown; data: T };
// biome-ignore lint/suspicious/noExplicitAny: database rows are checked field by field in compareWithWitness
type Row = Record<string, any>;

class Api {
  url = '';
  async call<T>(p: string, data: unknown, token?: string): Promise<Answer<T>> {
    const res = await fetch(`${this.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { data?: T };
    return { status: res.status, body, data: body.data as T };
  }
  async must<T>(p: string, data: unknown, token?: string): Promise<T> {
    const r = await this.call<T>(p, data, token);
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.data;
  }
  async upload(p: string, token: string): Promise<string> {
    const form = new FormData();
    form.append('token', token);
    const png = await solidImage(24, 24, 'png', '#cc6633');
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'crash.png');
    const res = await fetch(`${this.url}/api${p}`, { method: 'POST', body: form });
    const body = (await res.json()) as { data: { file_path: string[] } };
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
    return body.data.file_path[0]!;
  }
}

async function setUp(api: Api, tag: string): Promise<Cast> {
  const register = (role: 's' | 'c', i: number) =>
    api.must<{ token: string; user_id: string }>('/auth/user/register', {
      email: `crash-${tag}-${role}${i}@example.test`,
      passwd: 'correct horse battery',
      role,
    });
  const s = await register('s', 0);
  const seller = { token: s.token, id: s.user_id };
  const buyers = [];
  for (let i = 0; i < 2; i++) {
    const b = await register('c', i);
    const address = await api.must<{ _id: string }>(
      '/user/info/add_address',
      { name: 'Ada Lam', phone: '+852 9123 4567', address: `Flat ${i}A, 12 Shelley Street, Central` },
      b.token,
    );
    buyers.push({ token: b.token, id: b.user_id, address: address._id });
  }
  const product = (name: string, imagePath: string[]) =>
    api.must<{ _id: string }>(
      '/res/product/create',
      { name, description: `${name}, crash test`, price: 10, cost: 4, quantity: INITIAL_STOCK, imagePath },
      seller.token,
    );
  const saleProducts = [];
  for (let i = 0; i < SALE_PRODUCTS; i++) saleProducts.push((await product(`Sale ${i}`, []))._id);
  const editImage = await api.upload('/res/product/upload_img', seller.token);
  const editProduct = (await product('Edited', [editImage]))._id;
  const postImage = await api.upload('/res/post/upload_img', seller.token);
  const post = await api.must<{ id: string }>(
    '/res/post/create',
    { title: 'Crash test post', description: 'Liked and unliked', tags: [], imagePaths: [postImage] },
    seller.token,
  );
  return { seller, buyers, saleProducts, editProduct, editImage, post: post.id };
}

/** What the database holds, read with the server down. */
export interface Snapshot {
  integrity: string;
  orders: {
    id: string;
    status: string;
    order_type: string;
    units: number;
    total_cents: number;
    holds_stock: number;
  }[];
  lines: { order_id: string; product_id: string; quantity: number; total_cents: number }[];
  requests: { idem_key: string; action: string; result: string }[];
  products: { id: string; quantity: number; description: string; price_cents: number }[];
  likes: { post_id: string; user_id: string }[];
  posts: { id: string; like_count: number }[];
}

async function readSqlite(file: string): Promise<Snapshot> {
  const db = new SQLite(file);
  try {
    const all = (sql: string) => db.prepare(sql).all() as Row[];
    const integrity = all('pragma integrity_check')
      .map((r) => r.integrity_check)
      .join('; ');
    return {
      integrity,
      ...readRows(all),
    };
  } finally {
    db.close();
  }
}

function readRows(all: (sql: string) => Row[]): Omit<Snapshot, 'integrity'> {
  return <Omit<Snapshot, 'integrity'>>{
    orders: all(
      `select id, status, order_type, units, total_cents, holds_stock from orders where status <> 'cart'`,
    ),
    lines: all(
      `select l.order_id, l.product_id, l.quantity, l.total_cents from order_lines l join orders o on o.id = l.order_id where o.status <> 'cart'`,
    ),
    requests: all(`select idem_key, action, result from order_requests`),
    products: all(`select id, quantity, description, price_cents from products`),
    likes: all(`select post_id, user_id from post_likes`),
    posts: all(`select id, like_count from posts`),
  };
}

/** `schema`: a schema other than the default search path (the cluster test's own) */
export async function readPostgres(url: string, schema?: string): Promise<Snapshot> {
  const client = new pg.Client({
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    const rows: Record<string, Row[]> = {};
    const sqls = {
      orders: `select id, status, order_type, units, total_cents, holds_stock from orders where status <> 'cart'`,
      lines: `select l.order_id, l.product_id, l.quantity, l.total_cents from order_lines l join orders o on o.id = l.order_id where o.status <> 'cart'`,
      requests: `select idem_key, action, result from order_requests`,
      products: `select id, quantity, description, price_cents from products`,
      likes: `select post_id, user_id from post_likes`,
      posts: `select id, like_count from posts`,
    };
    for (const [k, sql] of Object.entries(sqls)) rows[k] = (await client.query(sql)).rows;
    const integrity = await postgresIntegrity(client);
    return { integrity, ...(rows as unknown as Omit<Snapshot, 'integrity'>) };
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's equivalent of integrity_check: amcheck's bt_index_check on every B-tree index of the
 * public schema (heap and index agree), when the extension is installed; 'ok' otherwise named as skipped.
 */
async function postgresIntegrity(client: pg.Client): Promise<string> {
  try {
    await client.query('create extension if not exists amcheck');
  } catch {
    return 'ok (amcheck not available: index check skipped)';
  }
  const indexes = await client.query(
    `select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid
     join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
     where a.amname = 'btree' and n.nspname = 'public'`,
  );
  const problems: string[] = [];
  for (const { name } of indexes.rows) {
    try {
      await client.query('select bt_index_check($1::regclass, true)', [name]);
    } catch (err) {
      problems.push(`${name}: ${(err as Error).message}`);
    }
  }
  return problems.length ? problems.join('; ') : 'ok';
}

function readWitness(file: string): Witness[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Witness);
}

/**
 * Compares the database with the witness. `final` is true after the clients stopped cleanly (nothing
 * in flight): then the database must hold exactly the acknowledged writes.
 */
export function compareWithWitness(
  snap: Snapshot,
  witness: Witness[],
  cast: Cast,
  final: boolean,
): { problems: string[]; lost: number } {
  const problems: string[] = [];
  let lost = 0;
  if (snap.integrity !== 'ok' && !snap.integrity.startsWith('ok ('))
    problems.push(`integrity check: ${snap.integrity}`);

  // every placed order and sale is whole: its lines add up to its units and total
  const linesOf = new Map<string, Snapshot['lines']>();
  for (const l of snap.lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
  for (const o of snap.orders) {
    const lines = linesOf.get(o.id) ?? [];
    const units = lines.reduce((s, l) => s + Number(l.quantity), 0);
    const total = lines.reduce((s, l) => s + Number(l.total_cents), 0);
    if (units !== Number(o.units) || total !== Number(o.total_cents))
      problems.push(
        `order ${o.id} is half written: ${units} units / ${total} cents in lines, order says ${o.units} / ${o.total_cents}`,
      );
  }

  // every acknowledged sale or checkout is there, with its units
  const sent = new Map<string, Extract<Witness, { kind: 'pos' | 'checkout'; t: 'send' }>>();
  const acked = new Map<string, string[]>();
  for (const w of witness) {
    if (w.t === 'send' && (w.kind === 'pos' || w.kind === 'checkout')) sent.set(w.key, w);
    if (w.t === 'ack' && (w.kind === 'pos' || w.kind === 'checkout')) {
      const before = acked.get(w.key);
      if (before && before.join() !== w.orders.join())
        problems.push(`key ${w.key} answered twice differently: ${before} then ${w.orders}`);
      acked.set(w.key, w.orders);
    }
    if (w.t === 'refused') problems.push(`a ${w.kind} was refused: ${w.status} ${w.body}`);
  }
  const orderById = new Map(snap.orders.map((o) => [o.id, o]));
  for (const [key, orders] of acked) {
    const s = sent.get(key)!;
    for (const id of orders) {
      const o = orderById.get(id);
      const lines = linesOf.get(id) ?? [];
      if (!o) {
        lost += 1;
        problems.push(`acknowledged ${s.kind} ${key} (order ${id}) is missing`);
      } else if (
        lines.length !== 1 ||
        lines[0]!.product_id !== s.product ||
        Number(lines[0]!.quantity) !== s.qty
      ) {
        problems.push(`acknowledged ${s.kind} ${key} (order ${id}) does not hold ${s.qty} × ${s.product}`);
      } else if (s.kind === 'pos' && o.status !== 'completed') {
        problems.push(`acknowledged sale ${id} is ${o.status}`);
      } else if (s.kind === 'checkout' && o.status !== 'pending_payment') {
        problems.push(`acknowledged checkout ${id} is ${o.status}`);
      }
    }
  }
  // every order in the database belongs to exactly one key that was sent; no key made two
  const ownerOf = new Map<string, string>();
  for (const r of snap.requests) {
    const result = JSON.parse(r.result) as { order_id?: string; orders?: { order_id: string }[] };
    const ids = result.order_id ? [result.order_id] : (result.orders ?? []).map((o) => o.order_id);
    if (!sent.has(r.idem_key)) problems.push(`idempotency key ${r.idem_key} in the database was never sent`);
    const answered = acked.get(r.idem_key);
    if (answered && answered.join() !== ids.join())
      problems.push(`key ${r.idem_key}: stored result ${ids} differs from the answer ${answered}`);
    for (const id of ids) ownerOf.set(id, r.idem_key);
  }
  for (const o of snap.orders)
    if (!ownerOf.has(o.id))
      problems.push(`order ${o.id} (${o.status}) has no idempotency key: a write nobody asked for`);
  if (final) {
    for (const key of sent.keys())
      if (!acked.has(key)) problems.push(`key ${key} was never answered although the run ended cleanly`);
  }

  // stock: initial minus the units of the orders holding stock; the acknowledged ones are among them
  for (const id of cast.saleProducts) {
    const product = snap.products.find((p) => p.id === id);
    const held = snap.lines
      .filter((l) => l.product_id === id && Number(orderById.get(l.order_id)?.holds_stock) === 1)
      .reduce((s, l) => s + Number(l.quantity), 0);
    let ackedUnits = 0;
    for (const [key] of acked) {
      const s = sent.get(key)!;
      if (s.product === id) ackedUnits += s.qty;
    }
    if (!product) problems.push(`product ${id} is missing`);
    else {
      if (Number(product.quantity) !== INITIAL_STOCK - held)
        problems.push(`stock of ${id} is ${product.quantity}, expected ${INITIAL_STOCK} − ${held}`);
      if (held < ackedUnits)
        problems.push(`stock of ${id}: ${ackedUnits} units acknowledged, only ${held} taken`);
      if (final && held !== ackedUnits)
        problems.push(`stock of ${id}: ${held} units taken, ${ackedUnits} acknowledged`);
    }
  }

  // product edits: the last acknowledged edit or a later one, whole (description and price agree)
  const edits = witness.filter((w) => w.kind === 'edit') as Extract<Witness, { kind: 'edit' }>[];
  const lastAcked = Math.max(0, ...edits.filter((w) => w.t === 'ack').map((w) => w.n));
  const lastSent = Math.max(0, ...edits.filter((w) => w.t === 'send').map((w) => w.n));
  const edited = snap.products.find((p) => p.id === cast.editProduct);
  const n = edited ? Number(/^edit (\d+)$/.exec(edited.description)?.[1] ?? 0) : -1;
  if (lastAcked > 0 && (n < lastAcked || n > lastSent)) {
    lost += n < lastAcked ? 1 : 0;
    problems.push(`edited product holds edit ${n}; acknowledged up to ${lastAcked}, sent up to ${lastSent}`);
  }
  if (n > 0 && edited && Number(edited.price_cents) !== editPriceCents(n))
    problems.push(`edit ${n} is half written: price ${edited.price_cents} cents`);

  // likes: the counter equals the rows; each buyer's like is its last acknowledged state or the toggle in flight
  for (const p of snap.posts) {
    const rows = snap.likes.filter((l) => l.post_id === p.id).length;
    if (rows !== Number(p.like_count))
      problems.push(`post ${p.id} counts ${p.like_count} likes, has ${rows}`);
  }
  for (const b of cast.buyers) {
    const mine = witness.filter((w) => w.kind === 'like' && w.client === `like-${b.id}`);
    const last = mine[mine.length - 1];
    const lastAck = [...mine].reverse().find((w) => w.t === 'ack') as
      | Extract<Witness, { kind: 'like'; t: 'ack' }>
      | undefined;
    if (!lastAck) continue;
    const liked = snap.likes.some((l) => l.post_id === cast.post && l.user_id === b.id);
    const inFlight = last?.t === 'send';
    if (liked !== lastAck.liked && !inFlight) {
      lost += 1;
      problems.push(`buyer ${b.id}: like is ${liked}, acknowledged ${lastAck.liked}`);
    }
  }
  return { problems, lost };
}

const editPriceCents = (n: number) => 100 + (n % 10_000);

export async function runCrashTest(opts: CrashOptions): Promise<CrashReport> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-crash-'));
  const witnessFile = path.join(dataDir, 'witness.jsonl');
  const tag = `${process.pid}${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (opts.databaseUrl) {
    const scratch = await createScratchDatabase(opts.databaseUrl, `crash_${tag}`);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const fd = fs.openSync(witnessFile, 'a');
  const write = (w: Witness) => fs.writeSync(fd, `${JSON.stringify(w)}\n`);
  const api = new Api();
  let port = randomPort();
  const start = async () => {
    // the same port across restarts, unless another process took it meanwhile (clients follow api.url)
    for (let tries = 1; ; tries++) {
      try {
        const server = await startChildServer({ port, dataDir, databaseUrl, env: opts.env });
        api.url = server.url;
        return server;
      } catch (err) {
        if (tries >= 3 || !String(err).includes('EADDRINUSE')) throw err;
        port = randomPort();
      }
    }
  };
  const snapshot = () =>
    databaseUrl ? readPostgres(databaseUrl) : readSqlite(path.join(dataDir, 'stallfeed.sqlite'));

  const problems: string[] = [];
  let lostWrites = 0;
  let server: ChildServer | undefined;
  let kills = 0;
  let stopping = false;
  let sentCount = 0;
  let ackedCount = 0;
  let unavailable = 0;
  let serverErrors = 0;
  let sameProcess = true;
  /** a 503 (a dependency down, docs/decisions/0223) is retried like a lost answer; another 5xx is a failure */
  const counted = <T>(r: Answer<T>): Answer<T> | 'retry' => {
    if (r.status === 503) {
      unavailable += 1;
      return 'retry';
    }
    if (r.status >= 500) serverErrors += 1;
    return r;
  };
  const byKind: Record<string, number> = {};
  try {
    server = await start();
    const cast = await setUp(api, tag);
    let keyCounter = 0;
    let editCounter = 0;

    /** sends until answered: a network failure (server killed) is retried with the same body */
    const deliver = async <T>(p: string, body: unknown, token: string): Promise<Answer<T> | null> => {
      const giveUpAt = Date.now() + 120_000;
      for (;;) {
        try {
          const r = counted(await api.call<T>(p, body, token));
          if (r !== 'retry') return r;
          // a dependency that never comes back is a failure of the run too: say which call, do not spin for ever
          if (Date.now() > giveUpAt) {
            problems.push(`${p} answered 503 for 120 s`);
            return null;
          }
          await new Promise((res) => setTimeout(res, 200));
        } catch (err) {
          if (stopping && !server) return null;
          // a server that stays unreachable is a failure of the run, not a reason to wait for ever
          if (Date.now() > giveUpAt) {
            problems.push(`${p} unanswered for 120 s: ${(err as Error).message}`);
            return null;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const ack = (kind: string) => {
      ackedCount += 1;
      byKind[kind] = (byKind[kind] ?? 0) + 1;
    };
    const refused = (kind: string, client: string, r: { status: number; body: unknown }) =>
      write({ t: 'refused', kind, status: r.status, body: JSON.stringify(r.body).slice(0, 300), client });

    const posClient = async (client: string) => {
      while (!stopping) {
        keyCounter += 1;
        const key = `crash-pos-${tag}-${keyCounter}`;
        const product = cast.saleProducts[keyCounter % SALE_PRODUCTS]!;
        const qty = 1 + (keyCounter % 3);
        write({ t: 'send', kind: 'pos', key, product, qty, client });
        sentCount += 1;
        const r = await deliver<{ order_id: string }>(
          '/res/order/offline_sale',
          {
            idempotency_key: key,
            method: 'cash',
            sold_at: Date.now(),
            items: [{ product_id: product, quantity: qty }],
          },
          cast.seller.token,
        );
        if (!r) return;
        if (r.status === 200) {
          write({ t: 'ack', kind: 'pos', key, orders: [r.data.order_id], client });
          ack('pos');
        } else refused('pos', client, r);
      }
    };
    const checkoutClient = async (buyer: Cast['buyers'][number], i: number) => {
      const client = `checkout-${buyer.id}`;
      while (!stopping) {
        const product = cast.saleProducts[i % SALE_PRODUCTS]!;
        const qty = 1 + (keyCounter % 2);
        // the cart (not money: no witness) survives a crash; reuse it
        let cart: string | null = null;
        // a 409 (the product ran out meanwhile, sold by the till clients) is tried again after a pause; the loop
        // ends when the run stops, so a sold-out product can never keep this client (and the run's end) waiting
        for (;;) {
          if (stopping) return;
          const c = await deliver<{ order: { order_id: string } | null }>('/res/order/cart', {}, buyer.token);
          if (!c) return;
          const r = c.data?.order
            ? await deliver<{ order_id: string }>(
                '/res/order/update',
                { id: c.data.order.order_id, items: [{ product_id: product, quantity: qty }] },
                buyer.token,
              )
            : await deliver<{ order_id: string }>(
                '/res/order/create',
                { order_type: 'Online-Sell', item: { product_id: product, quantity: qty } },
                buyer.token,
              );
          if (!r) return;
          if (r.status === 200) {
            cart = r.data.order_id;
            break;
          }
          if (r.status !== 409) {
            refused('cart', client, r);
            return;
          }
          await new Promise((res) => setTimeout(res, 100));
        }
        keyCounter += 1;
        const key = `crash-checkout-${tag}-${keyCounter}`;
        write({ t: 'send', kind: 'checkout', key, product, qty, client });
        sentCount += 1;
        const r = await deliver<{ orders: { order_id: string }[] }>(
          '/res/order/checkout',
          { id: cart, address_id: buyer.address, idempotency_key: key },
          buyer.token,
        );
        if (!r) return;
        if (r.status === 200) {
          write({ t: 'ack', kind: 'checkout', key, orders: r.data.orders.map((o) => o.order_id), client });
          ack('checkout');
        } else refused('checkout', client, r);
      }
    };
    const editClient = async () => {
      const client = 'edit';
      while (!stopping) {
        editCounter += 1;
        const n = editCounter;
        write({ t: 'send', kind: 'edit', n, client });
        sentCount += 1;
        const r = await deliver(
          '/res/product/update',
          {
            id: cast.editProduct,
            name: 'Edited',
            description: `edit ${n}`,
            price: editPriceCents(n) / 100,
            cost: 1,
            quantity: 5,
            imagePath: [cast.editImage],
          },
          cast.seller.token,
        );
        if (!r) return;
        if (r.status === 200) {
          write({ t: 'ack', kind: 'edit', n, client });
          ack('edit');
        } else refused('edit', client, r);
      }
    };
    const likeClient = async (buyer: Cast['buyers'][number]) => {
      const client = `like-${buyer.id}`;
      while (!stopping) {
        write({ t: 'send', kind: 'like', post: cast.post, client });
        sentCount += 1;
        // a toggle is not idempotent: a lost answer is not retried, the next toggle is a new write
        let r: Answer<{ liked: boolean; like: number }> | 'retry' | null = null;
        try {
          r = counted(
            await api.call<{ liked: boolean; like: number }>(
              '/res/post/like',
              { id: cast.post },
              buyer.token,
            ),
          );
        } catch {
          r = 'retry';
        }
        if (r === 'retry') {
          await new Promise((res) => setTimeout(res, 250));
          continue;
        }
        if (r.status === 200) {
          write({ t: 'ack', kind: 'like', liked: r.data.liked, count: r.data.like, client });
          ack('like');
        } else refused('like', client, r);
      }
    };

    const clients = [
      posClient('pos-1'),
      posClient('pos-2'),
      ...cast.buyers.map((b, i) => checkoutClient(b, i)),
      editClient(),
      ...cast.buyers.map((b) => likeClient(b)),
    ];
    const [minMs, maxMs] = opts.runMs ?? [300, 1500];
    const firstPid = server.child.pid;
    while (kills < opts.kills || ackedCount < (opts.minAcked ?? 0)) {
      await new Promise((r) => setTimeout(r, minMs + Math.random() * (maxMs - minMs)));
      // before the last kill, every kind of write has had one acknowledged (up to 10 s more): on a busy machine a
      // short window could pass with no like answered in any of them, and the run then said nothing about likes
      if (!opts.disrupt && kills === opts.kills - 1) {
        for (let waited = 0; waited < 10_000 && WRITE_KINDS.some((k) => !byKind[k]); waited += 50)
          await new Promise((r) => setTimeout(r, 50));
      }
      if (opts.disrupt) {
        kills += 1;
        await opts.disrupt(kills, server!);
        if (
          server!.child.exitCode !== null ||
          server!.child.signalCode !== null ||
          server!.child.pid !== firstPid
        ) {
          sameProcess = false;
          problems.push(`after fault ${kills}: the server process ended:\n${server!.output().slice(-2000)}`);
          break;
        }
        continue;
      }
      await server!.kill('SIGKILL');
      server = undefined;
      kills += 1;
      const result = compareWithWitness(await snapshot(), readWitness(witnessFile), cast, false);
      lostWrites += result.lost;
      for (const p of result.problems) problems.push(`after kill ${kills}: ${p}`);
      log(
        `kill ${kills}: ${ackedCount} acknowledged of ${sentCount} sent; ${result.problems.length ? result.problems.join(' | ') : 'database matches the witness'}`,
      );
      if (problems.length > 20) break;
      server = await start();
    }
    // let every client finish what it has in flight, then the database must match exactly
    stopping = true;
    await Promise.all(clients);
    await server?.kill('SIGTERM');
    server = undefined;
    const result = compareWithWitness(await snapshot(), readWitness(witnessFile), cast, true);
    lostWrites += result.lost;
    for (const p of result.problems) problems.push(`at the end: ${p}`);
  } finally {
    stopping = true;
    await server?.kill('SIGKILL');
    fs.closeSync(fd);
    await dropDatabase();
    // the data folder and witness stay for a look when something failed
    if (problems.length === 0 && !opts.keepFiles) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    database: databaseUrl ? 'postgres' : 'sqlite',
    kills,
    sent: sentCount,
    acked: ackedCount,
    byKind,
    lostWrites,
    problems,
    witnessFile,
    seconds: Math.round((Date.now() - started) / 1000),
    unavailable,
    serverErrors,
    sameProcess,
  };
}
