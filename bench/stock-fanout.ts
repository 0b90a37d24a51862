import type { StockFigure } from '../contract/notifications';
import { StockChannel, type StockWatcher } from '../server/notifications/stock-channel';
import { note } from './lib/harness';

/**
 * Live stock fan-out (docs/decisions/0268-live-stock-and-first-screen-updates.md): thousands of open pages on one
 * process's stock channel, a burst of stock changes, the time until every page that shows a changed product has
 * its frame, and the CPU it took. Pages are in-process sinks that count bytes (the socket writes themselves are the
 * kernel's and are not measured); the batched stock read answers after 2 ms, as one indexed read does.
 * `BENCH_STOCK_QUICK=1`: a small run (for a look, not for the figures).
 */
const quick = process.env.BENCH_STOCK_QUICK === '1';
const PRODUCTS = 2000;

async function scenario(name: string, pages: number, perPage: number, hot: number, changes: number) {
  const stock = new Map<string, number>();
  for (let i = 0; i < PRODUCTS; i++) stock.set(`p${i}`, 100);
  let readIds = 0;
  const channel = new StockChannel(async (ids) => {
    readIds += ids.length;
    await new Promise((r) => setTimeout(r, 2));
    return new Map(ids.map((id): [string, StockFigure] => [id, { id, quantity: stock.get(id) ?? 0 }]));
  });
  let bytes = 0;
  let delivered = 0;
  const watchers: StockWatcher[] = [];
  for (let i = 0; i < pages; i++) {
    const w: StockWatcher = {
      stream: `s${i}`,
      write: (chunk) => {
        bytes += Buffer.byteLength(chunk);
        delivered += 1;
        return true;
      },
    };
    channel.add(w);
    watchers.push(w);
  }
  // pages show products of the first `hot` (a market page: perPage cards; a product page: 1)
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (const [i, w] of watchers.entries()) {
    const ids = new Set<string>();
    while (ids.size < perPage) ids.add(`p${Math.floor(rand() * hot)}`);
    await channel.watch(w.stream, [...ids]);
    if (i % 500 === 0) await new Promise((r) => setImmediate(r));
  }
  bytes = 0;
  delivered = 0;
  readIds = 0;
  const frames0 = channel.counts.frames;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // the burst: `changes` stock changes over 100 ms, on products among the hot ones
  for (let i = 0; i < changes; i++) {
    const id = `p${Math.floor(rand() * hot)}`;
    stock.set(id, (stock.get(id) ?? 1) - 1);
    channel.changed([id]);
    if (i % Math.max(1, Math.floor(changes / 10)) === 0) await new Promise((r) => setTimeout(r, 10));
  }
  await channel.settled();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  note(
    'stock-fanout',
    name,
    `${pages} pages × ${perPage} products, ${changes} changes in ~100 ms: all delivered in ${ms.toFixed(0)} ms, ` +
      `${channel.counts.frames - frames0} frames (${(bytes / 1024).toFixed(0)} KB), ${readIds} product reads in ${channel.counts.ticks} ticks, ` +
      `CPU ${cpuMs.toFixed(0)} ms (${((cpuMs * 1000) / Math.max(1, delivered)).toFixed(1)} µs per frame)`,
  );
  channel.close();
}

const scale = quick ? 0.1 : 1;
await scenario('product pages, one hot product', Math.round(5000 * scale), 1, 1, 200);
await scenario('market pages, 20 cards of 2,000 products', Math.round(5000 * scale), 20, 2000, 500);
await scenario('market pages, 20 cards of 200 hot products', Math.round(10000 * scale), 20, 200, 500);
