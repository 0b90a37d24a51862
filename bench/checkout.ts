/**
 * Checkout and point-of-sale benchmark against the real server (startServer) over HTTP, in a fresh data folder.
 *
 * 1. Checkouts per second with contention: 3 hot products that every order takes stock from, 100 buyers,
 *    20 concurrent workers for SECONDS; each iteration puts 1–3 of the hot products in the buyer's cart
 *    (create + update) and checks out (the one transaction that takes the stock).
 * 2. received_payment for 50 concurrent POS sales of one seller against the same catalogue (each sale 2 lines
 *    of the hot products), 5 rounds: median and p99 from "payment received" to the answer (the receipt).
 *
 * SQLite by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL. Prints figures; it is not a test.
 * Run: `npx tsx bench/checkout.ts [seconds]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start-server';

const SECONDS = Number(process.argv[2]) || 10;
const WORKERS = 20;
const BUYERS = 100;
const POS_CONCURRENT = 50;
const POS_ROUNDS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function stats(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  return `median ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (n=${s.length})`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stallfeed-bench-checkout-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // the login throttle would stop 100 logins from one address
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await startServer(config);
  const call = async <T>(
    p: string,
    data: unknown,
    token?: string,
  ): Promise<{ status: number; data: T; error?: string }> => {
    const res = await fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
    });
    const body = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
    return { status: res.status, data: body.data, error: body.error?.message };
  };
  const must = async <T>(p: string, data: unknown, token?: string): Promise<T> => {
    const r = await call<T>(p, data, token);
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${r.error}`);
    return r.data;
  };

  try {
    const stamp = Date.now().toString(36);
    const seller = await must<{ token: string }>('/auth/user/register', {
      email: `bench-seller-${stamp}@example.test`,
      passwd: 'correct horse battery',
      role: 's',
    });
    const hot: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await must<{ _id: string }>(
        '/res/product/create',
        {
          name: `Hot item ${i}`,
          description: 'Benchmark',
          price: 19.9 + i,
          cost: 8,
          quantity: 1_000_000,
          discount: 5 * i,
          imagePath: [],
        },
        seller.token,
      );
      hot.push(p._id);
    }
    const buyers: { token: string; address: string }[] = [];
    for (let i = 0; i < BUYERS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const b = await must<{ token: string }>('/auth/user/register', {
            email: `bench-buyer-${stamp}-${i + j}@example.test`,
            passwd: 'correct horse battery',
          });
          const a = await must<{ _id: string }>(
            '/user/info/add_address',
            { name: 'Bench', phone: '12345678', address: '1 Bench Road' },
            b.token,
          );
          return { token: b.token, address: a._id };
        }),
      );
      buyers.push(...batch);
    }

    // ---- 1. checkouts with contention on 3 hot products ----
    const checkoutLatency: number[] = [];
    let placed = 0;
    let refused = 0;
    let iteration = 0;
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    const worker = async (w: number) => {
      // each worker owns 5 buyers, so no two workers touch one cart
      const mine = buyers.filter((_, i) => i % WORKERS === w);
      let k = 0;
      while (performance.now() < until) {
        const buyer = mine[k++ % mine.length]!;
        const n = 1 + (iteration++ % 3);
        const items = hot.slice(0, n).map((id, j) => ({ product_id: id, quantity: 1 + ((k + j) % 2) }));
        const { order_id } = await must<{ order_id: string }>(
          '/res/order/create',
          { order_type: 'Online-Sell', item: items[0] },
          buyer.token,
        );
        if (items.length > 1) await must('/res/order/update', { id: order_id, items }, buyer.token);
        const t0 = performance.now();
        const r = await call(
          '/res/order/checkout',
          {
            id: order_id,
            address_id: buyer.address,
            idempotency_key: `bench-${w}-${k}-${stamp}`,
          },
          buyer.token,
        );
        checkoutLatency.push(performance.now() - t0);
        if (r.status === 200) placed += 1;
        else refused += 1;
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    const elapsed = (performance.now() - started) / 1000;
    console.log(
      `database: ${server.db.dialect}; ${availableParallelism()} cores; ${WORKERS} workers, ${BUYERS} buyers, 3 hot products, ${elapsed.toFixed(1)} s`,
    );
    console.log(
      `checkout with contention: ${placed} orders placed (${refused} refused), ${(placed / elapsed).toFixed(0)} checkouts/s ` +
        `(full cart+checkout flows/s; the checkout call alone: ${stats(checkoutLatency)})`,
    );
    const stock = await Promise.all(hot.map((id) => must<{ quantity: number }>('/res/product/get', { id })));
    console.log(`stock left on the hot products: ${stock.map((s) => s.quantity).join(', ')}`);

    // ---- 2. 50 concurrent POS confirmations ----
    const posLatency: number[] = [];
    let completed = 0;
    for (let round = 0; round < POS_ROUNDS; round++) {
      const drafts = await Promise.all(
        Array.from({ length: POS_CONCURRENT }, async (_, i) => {
          const { order_id } = await must<{ order_id: string }>(
            '/res/order/create',
            { order_type: 'POS-Sell', item: { product_id: hot[i % 3]!, quantity: 1 } },
            seller.token,
          );
          await must(
            '/res/order/update',
            {
              id: order_id,
              items: [
                { product_id: hot[i % 3]!, quantity: 1 },
                { product_id: hot[(i + 1) % 3]!, quantity: 2 },
              ],
            },
            seller.token,
          );
          return order_id;
        }),
      );
      await Promise.all(
        drafts.map(async (id, i) => {
          const t0 = performance.now();
          const r = await call(
            '/res/order/received_payment',
            { id, method: 'cash', idempotency_key: `pos-${round}-${i}-${stamp}` },
            seller.token,
          );
          posLatency.push(performance.now() - t0);
          if (r.status === 200) completed += 1;
          else throw new Error(`received_payment: ${r.status} ${r.error}`);
        }),
      );
    }
    console.log(
      `received_payment, ${POS_CONCURRENT} concurrent POS sales × ${POS_ROUNDS} rounds (${completed} completed): ${stats(posLatency)}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
