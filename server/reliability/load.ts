import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solidImage } from '../media/test-images';
import { openHandles, randomPort, residentBytes, startChildServer } from './child-server';
import { createScratchDatabase } from './scratch-database';

/**
 * The soak of docs/reliability.md (`npm run soak -- load`): a child server on loopback takes a realistic mix
 * at a fixed rate (requests are started on a clock, not when the previous one ends) for some minutes.
 * Every minute it prints the latency percentiles, the errors, and the server's resident memory and open
 * handles; it fails on any error or when memory or handles keep growing (a leak).
 */
export interface LoadOptions {
  minutes: number;
  /** operations started per second */
  rate: number;
  databaseUrl?: string;
  log?: (line: string) => void;
}

export interface MinuteFigures {
  minute: number;
  ops: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number;
  handles: number;
}

export interface LoadReport {
  minutes: MinuteFigures[];
  ops: number;
  errors: number;
  errorSamples: string[];
  /** growth from the first minute after warm-up to the last */
  rssGrowthMb: number;
  handleGrowth: number;
  leak: boolean;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function runLoad(opts: LoadOptions): Promise<LoadReport> {
  const log = opts.log ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-load-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (opts.databaseUrl) {
    const scratch = await createScratchDatabase(
      opts.databaseUrl,
      `load_${process.pid}_${Date.now().toString(36)}`,
    );
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const server = await startChildServer({ port: randomPort(), dataDir, databaseUrl });
  const pid = server.child.pid!;
  const call = async (p: string, data: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { data: Record<string, unknown> };
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return body.data;
  };
  const png = await solidImage(320, 240, 'png', '#447799');
  const upload = async (p: string, token: string) => {
    const form = new FormData();
    form.append('token', token);
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'load.png');
    const res = await fetch(`${server.url}/api${p}`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { data: { file_path: string[] } };
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    return body.data.file_path[0]!;
  };
  const report: LoadReport = {
    minutes: [],
    ops: 0,
    errors: 0,
    errorSamples: [],
    rssGrowthMb: 0,
    handleGrowth: 0,
    leak: false,
  };
  try {
    // the cast: a seller with a catalogue and a post, buyers with an address each
    const reg = (role: 's' | 'c', i: number) =>
      call('/auth/user/register', {
        email: `load-${role}${i}-${Date.now()}@example.test`,
        passwd: 'correct horse battery',
        role,
      });
    const seller = String((await reg('s', 0)).token);
    const buyers: { token: string; address: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const token = String((await reg('c', i)).token);
      const address = String(
        (
          await call(
            '/user/info/add_address',
            { name: 'Ada', phone: '+852 9123 4567', address: `${i} Queen’s Road` },
            token,
          )
        )._id,
      );
      buyers.push({ token, address });
    }
    const image = await upload('/res/product/upload_img', seller);
    const products: string[] = [];
    for (let i = 0; i < 20; i++)
      products.push(
        String(
          (
            await call(
              '/res/product/create',
              {
                name: `Load product ${i}`,
                description: `Dried goods ${i}`,
                price: 10 + i,
                cost: 4,
                quantity: 1_000_000,
                category: ['Load'],
                imagePath: [image],
              },
              seller,
            )
          )._id,
        ),
      );
    const postImage = await upload('/res/post/upload_img', seller);
    const post = String(
      (
        await call(
          '/res/post/create',
          { title: 'Load post', description: 'Soak', tags: ['load'], imagePaths: [postImage] },
          seller,
        )
      ).id,
    );
    let n = 0;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const busy = new Set<(typeof buyers)[number]>();
    const checkout = async (b: (typeof buyers)[number]) => {
      const cart = (await call('/res/order/cart', {}, b.token)).order as { order_id: string } | null;
      const item = { product_id: pick(products), quantity: 1 };
      const id = cart
        ? String((await call('/res/order/update', { id: cart.order_id, items: [item] }, b.token)).order_id)
        : String((await call('/res/order/create', { item }, b.token)).order_id);
      n += 1;
      return call(
        '/res/order/checkout',
        { id, address_id: b.address, idempotency_key: `load-${process.pid}-${n}-${Date.now()}` },
        b.token,
      );
    };
    // the mix (weights): reads dominate, as on a market day
    const mix: [number, () => Promise<unknown>][] = [
      [30, () => call('/res/post/list', { limit: 20 }, pick(buyers).token)],
      [20, () => call('/res/product/list', { search: pick(['dried', 'product 1', 'goods']), limit: 20 })],
      [8, () => call('/res/post/comments', { id: post })],
      [
        8,
        () => {
          n += 1;
          return call(
            '/res/product/update',
            {
              id: pick(products),
              name: `Load product ${n}`,
              description: `Edited ${n}`,
              price: 10 + (n % 50),
              cost: 4,
              quantity: 1_000_000,
              imagePath: [image],
            },
            seller,
          );
        },
      ],
      [
        10,
        async () => {
          // one checkout at a time per buyer (a person does not check out one cart twice at once)
          const b = buyers.find((x) => !busy.has(x));
          if (!b) return call('/res/post/list', { limit: 20 });
          busy.add(b);
          try {
            return await checkout(b);
          } finally {
            busy.delete(b);
          }
        },
      ],
      [
        10,
        () => {
          n += 1;
          return call(
            '/res/order/offline_sale',
            {
              idempotency_key: `load-pos-${process.pid}-${n}-${Date.now()}`,
              method: 'cash',
              sold_at: Date.now(),
              items: [{ product_id: pick(products), quantity: 1 }],
            },
            seller,
          );
        },
      ],
      [8, () => call('/res/post/like', { id: post }, pick(buyers).token)],
      [6, () => upload('/res/product/upload_img', seller)],
    ];
    const total = mix.reduce((s, [w]) => s + w, 0);
    const chooseOp = () => {
      let r = Math.random() * total;
      for (const [w, op] of mix) {
        r -= w;
        if (r < 0) return op;
      }
      return mix[0]![1];
    };

    // a fixed rate: one operation every 1000/rate ms, whether or not the previous ones ended
    let latencies: number[] = [];
    let minuteErrors = 0;
    const inFlight = new Set<Promise<void>>();
    const started = Date.now();
    const end = started + opts.minutes * 60_000;
    let nextMinute = started + 60_000;
    let launched = 0;
    while (Date.now() < end) {
      const due = started + (launched * 1000) / opts.rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      launched += 1;
      const t0 = performance.now();
      const p = chooseOp()()
        .then(
          () => latencies.push(performance.now() - t0),
          (err) => {
            minuteErrors += 1;
            report.errors += 1;
            if (report.errorSamples.length < 10)
              report.errorSamples.push(String((err as Error).message).slice(0, 200));
          },
        )
        .then(() => {
          inFlight.delete(p);
        });
      inFlight.add(p);
      report.ops += 1;
      if (Date.now() >= nextMinute) {
        nextMinute += 60_000;
        const sorted = [...latencies].sort((a, b) => a - b);
        const figures: MinuteFigures = {
          minute: report.minutes.length + 1,
          ops: sorted.length + minuteErrors,
          errors: minuteErrors,
          p50: Math.round(pct(sorted, 50)),
          p99: Math.round(pct(sorted, 99)),
          rssMb: Math.round((residentBytes(pid) ?? 0) / 1048576),
          handles: openHandles(pid) ?? 0,
        };
        report.minutes.push(figures);
        log(
          `minute ${figures.minute}: ${figures.ops} ops, ${figures.errors} errors, p50 ${figures.p50} ms, p99 ${figures.p99} ms, RSS ${figures.rssMb} MB, open handles ${figures.handles}`,
        );
        latencies = [];
        minuteErrors = 0;
      }
    }
    await Promise.all(inFlight);
  } finally {
    await server.kill('SIGTERM');
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // a leak: memory or handles still growing after the first minute (warm-up: caches, JIT, pools)
  const m = report.minutes;
  if (m.length >= 2) {
    const first = m[1 < m.length - 1 ? 1 : 0]!;
    const last = m[m.length - 1]!;
    report.rssGrowthMb = last.rssMb - first.rssMb;
    report.handleGrowth = last.handles - first.handles;
    report.leak = report.rssGrowthMb > Math.max(64, first.rssMb * 0.3) || report.handleGrowth > 20;
  }
  return report;
}
