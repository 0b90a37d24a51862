/**
 * The checkout load of bench/checkout.ts, in its own process (so the server's CPU account holds only the
 * server): WORKERS loops, each with its own buyers, put 1–3 hot products in a cart (create + update) and check
 * out, for `seconds`. argv[2]: JSON { url, buyers: {token, address}[], hot: string[], workers, seconds, stamp }.
 */
export {};

const spec = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  buyers: { token: string; address: string }[];
  hot: string[];
  workers: number;
  seconds: number;
  stamp: string;
};

async function call(
  p: string,
  data: unknown,
  token: string,
): Promise<{ status: number; data: { order_id?: string } }> {
  const res = await fetch(`${spec.url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { data: { order_id?: string } };
  return { status: res.status, data: body.data };
}

const latencies: number[] = [];
let placed = 0;
let refused = 0;
let failedSteps = 0;
let iteration = 0;
const until = performance.now() + spec.seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: spec.workers }, async (_, w) => {
    // each worker owns its buyers, so no two workers touch one cart
    const mine = spec.buyers.filter((_, i) => i % spec.workers === w);
    let k = 0;
    while (performance.now() < until) {
      const buyer = mine[k++ % mine.length]!;
      const n = 1 + (iteration++ % 3);
      const items = spec.hot.slice(0, n).map((id, j) => ({ product_id: id, quantity: 1 + ((k + j) % 2) }));
      const created = await call(
        '/res/order/create',
        { order_type: 'Online-Sell', item: items[0] },
        buyer.token,
      );
      const orderId = created.data?.order_id;
      if (created.status !== 200 || !orderId) {
        failedSteps += 1;
        continue;
      }
      if (items.length > 1) {
        const updated = await call('/res/order/update', { id: orderId, items }, buyer.token);
        if (updated.status !== 200) failedSteps += 1;
      }
      const t0 = performance.now();
      const r = await call(
        '/res/order/checkout',
        { id: orderId, address_id: buyer.address, idempotency_key: `bench-${w}-${k}-${spec.stamp}` },
        buyer.token,
      );
      latencies.push(performance.now() - t0);
      if (r.status === 200) placed += 1;
      else refused += 1;
    }
  }),
);
process.stdout.write(
  JSON.stringify({ latencies, placed, refused, failedSteps, seconds: (performance.now() - started) / 1000 }),
);
