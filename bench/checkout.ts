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
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { note, openBenchServer, startProfile } from './lib/harness';

const SECONDS = Number(process.argv[2]) || Number(process.env.BENCH_SECONDS) || 10;
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
  const bench = await openBenchServer({
    // the login throttle would stop 100 logins from one address
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    // 100 buyers from one address write far more than a person would (the limits stay on, so their cost counts)
    WRITES_PER_MINUTE_PER_ACCOUNT: '10000000',
    WRITES_PER_MINUTE_PER_ADDRESS: '10000000',
  });
  const server = bench.server;
  const db = bench.kind;
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

    // ---- 1. checkouts with contention on 3 hot products (the load in a child process) ----
    const stopProfile = await startProfile(`checkout-${db}`);
    const cpuBefore = process.cpuUsage();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'lib', 'checkout-worker.ts'),
        JSON.stringify({ url: server.url, buyers, hot, workers: WORKERS, seconds: SECONDS, stamp }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    await once(child, 'close');
    const cpu = process.cpuUsage(cpuBefore);
    await stopProfile();
    const m = JSON.parse(out) as {
      latencies: number[];
      placed: number;
      refused: number;
      failedSteps: number;
      seconds: number;
    };
    const flows = m.placed + m.refused;
    console.log(
      `database: ${server.db.dialect}; ${availableParallelism()} cores; ${WORKERS} workers, ${BUYERS} buyers, 3 hot products, ${m.seconds.toFixed(1)} s`,
    );
    note(
      'checkout',
      'full flows (cart create + update + checkout) under contention',
      `${(m.placed / m.seconds).toFixed(0)} flows/s (${m.placed} placed, ${m.refused} refused, ${m.failedSteps} failed steps); ` +
        `server CPU ${((cpu.user + cpu.system) / 1000 / Math.max(1, flows)).toFixed(2)} ms per flow; the checkout call alone: ${stats(m.latencies)}`,
      db,
    );
    const stock = await Promise.all(hot.map((id) => must<{ quantity: number }>('/res/product/get', { id })));
    // exactly once: the stock taken equals the quantities of the placed orders' lines
    const sold = await sql<{ product_id: string; n: number }>`
      select l.product_id, sum(l.quantity) as n from order_lines l join orders o on o.id = l.order_id
      where o.holds_stock = 1 group by l.product_id`
      .execute(server.db.kysely)
      .then(
        (r) => r.rows,
        () => [],
      );
    const exact = hot.every((id, i) => {
      const n = Number(sold.find((r) => r.product_id === id)?.n ?? Number.NaN);
      return stock[i]!.quantity + n === 1_000_000;
    });
    note(
      'checkout',
      'stock after the contention run',
      `${stock.map((s) => s.quantity).join(', ')} left of 1,000,000 each; ${sold.length ? (exact ? 'stock taken = quantities ordered (exactly once)' : 'MISMATCH between stock taken and quantities ordered') : 'order lines not read (table names differ)'}`,
      db,
    );

    // ---- 2. 50 concurrent POS confirmations ----
    const posLatency: number[] = [];
    let completed = 0;
    // the CPU this process spends on the payments (the server, in process, and the bench's own 50 calls): on one
    // core, 50 payments sent at once end no sooner than 50 × this, and their median near it (decision 0294)
    let paymentCpuMs = 0;
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
      const cpu0 = process.cpuUsage();
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
      const cpu = process.cpuUsage(cpu0);
      paymentCpuMs += (cpu.user + cpu.system) / 1000;
    }
    note(
      'checkout',
      `received_payment, ${POS_CONCURRENT} concurrent POS sales × ${POS_ROUNDS} rounds`,
      `${completed} completed: ${stats(posLatency)}; CPU per payment ${(paymentCpuMs / Math.max(1, completed)).toFixed(2)} ms (server and the bench's calls, one process)`,
      db,
    );
  } finally {
    await bench.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
