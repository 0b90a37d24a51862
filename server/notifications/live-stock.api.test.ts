import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StockFigure } from '../../contract/notifications';
import { checkoutCart } from '../orders/testing/online-orders';
import { addAddress, addToCart, newProduct } from '../orders/testing/test-helpers';
import { signUpCast, startTestServer, type TestServer } from '../testing/test-server';
import { MAX_GUEST_STREAMS_PER_ADDRESS } from './live';
import { SseClient, type SseEvent } from './sse-client';
import { openStream } from './test-helpers';

/**
 * Live stock (docs/decisions/0268-live-stock-and-first-screen-updates.md): a page says which products it shows, and
 * its stream then carries their stock as it changes (received, sold, edited), a burst coalesced into few frames,
 * to guests and signed-in people alike; a page that shows other products hears nothing.
 */
const stockFrames = (client: SseClient, after = 0): StockFigure[][] =>
  client.events
    .slice(after)
    .filter((e) => e.event === 'stock')
    .map((e) => JSON.parse(e.data) as StockFigure[]);

async function guestStream(url: string): Promise<{ client: SseClient; stream: string }> {
  const client = await SseClient.open(`${url}/api/user/notification/stream?public=1`);
  opened.push(client);
  expect(client.status).toBe(200);
  const ready = await client.next((e) => e.event === 'ready', 2000);
  return { client, stream: (JSON.parse(ready.data) as { stream: string }).stream };
}

/** waits until a frame after `after` says product `id` has `quantity` */
async function figure(
  client: SseClient,
  id: string,
  quantity: number,
  after = 0,
  ms = 1500,
): Promise<number> {
  const started = Date.now();
  await client.next((e: SseEvent) => {
    if (e.event !== 'stock' || client.events.indexOf(e) < after) return false;
    return (JSON.parse(e.data) as StockFigure[]).some((f) => f.id === id && f.quantity === quantity);
  }, ms);
  return Date.now() - started;
}

const opened: SseClient[] = [];

describe(`live stock over SSE (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  let server: TestServer;
  afterEach(() => {
    for (const c of opened.splice(0)) c.close();
  });
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a guest’s page and a shopper’s page hear a receipt of stock and a sale of the products they show, and only those', async () => {
    const { seller, buyer } = await signUpCast(server);
    const shown = await newProduct(server, seller.token, { name: 'Lantern candle', quantity: 4 });
    const other = await newProduct(server, seller.token, { name: 'Walnut board', quantity: 9 });
    const guest = await guestStream(server.url);
    const shopper = (await openStream(server.url, buyer.token)).client;
    opened.push(shopper);
    const shopperStream = (
      JSON.parse(shopper.events.find((e) => e.event === 'ready')!.data) as { stream: string }
    ).stream;
    const elsewhere = await guestStream(server.url);

    // what the page shows, answered at once with the stock now (a change since its load is not missed)
    await server.call('/res/product/stock_watch', { stream: guest.stream, ids: [shown._id] });
    await server.call(
      '/res/product/stock_watch',
      { stream: shopperStream, ids: [shown._id] },
      { token: buyer.token },
    );
    await server.call('/res/product/stock_watch', { stream: elsewhere.stream, ids: [other._id] });
    await figure(guest.client, shown._id, 4);
    await figure(shopper, shown._id, 4);

    // the seller receives 10
    const mark = guest.client.events.length;
    const markShopper = shopper.events.length;
    const markElsewhere = elsewhere.client.events.length;
    const received = await server.call(
      '/res/product/adjust_stock',
      { id: shown._id, change: 10, reason: 'received' },
      { token: seller.token },
    );
    expect(received.status).toBe(200);
    expect(await figure(guest.client, shown._id, 14, mark)).toBeLessThan(1000);
    expect(await figure(shopper, shown._id, 14, markShopper)).toBeLessThan(1000);

    // a sale online takes 3
    const cart = await addToCart(server, buyer.token, shown._id, 3);
    const address = await addAddress(server, buyer.token);
    const placed = await checkoutCart(server, buyer.token, cart, { address_id: address });
    expect(placed.status).toBe(200);
    await figure(guest.client, shown._id, 11, mark);

    // the page showing another product heard nothing of this one
    expect(
      stockFrames(elsewhere.client, markElsewhere)
        .flat()
        .some((f) => f.id === shown._id),
    ).toBe(false);

    // the page moved on (shows nothing): no more frames
    await server.call('/res/product/stock_watch', { stream: guest.stream, ids: [] });
    const after = guest.client.events.length;
    await server.call(
      '/res/product/adjust_stock',
      { id: shown._id, change: 1, reason: 'received' },
      { token: seller.token },
    );
    await figure(shopper, shown._id, 12, markShopper);
    expect(stockFrames(guest.client, after)).toEqual([]);

    for (const c of [guest.client, shopper, elsewhere.client]) c.close();
  });

  it('a burst of changes of one product reaches a page as few frames, the last with the stock after the burst', async () => {
    const { seller } = await signUpCast(server);
    const product = await newProduct(server, seller.token, { name: 'Dried scallops', quantity: 100 });
    const pages = await Promise.all(Array.from({ length: 5 }, () => guestStream(server.url)));
    for (const p of pages)
      await server.call('/res/product/stock_watch', { stream: p.stream, ids: [product._id] });
    for (const p of pages) await figure(p.client, product._id, 100);
    const marks = pages.map((p) => p.client.events.length);

    // 20 sales at the till's pace, all at once
    await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call(
          '/res/product/adjust_stock',
          { id: product._id, change: -1, reason: 'damaged' },
          { token: seller.token },
        ),
      ),
    );
    for (const [i, p] of pages.entries()) {
      await figure(p.client, product._id, 80, marks[i]!);
      const frames = stockFrames(p.client, marks[i]!);
      // coalesced per tick: far fewer frames than changes; each frame one figure
      expect(frames.length).toBeLessThanOrEqual(8);
      expect(frames.every((f) => f.length === 1)).toBe(true);
      expect(frames.at(-1)![0]!.quantity).toBe(80);
    }
    for (const p of pages) p.client.close();
  });

  it('a stream is still refused without a ticket unless it asks for the public stock stream; a watch names a stream', async () => {
    const refused = await SseClient.open(`${server.url}/api/user/notification/stream`);
    expect(refused.status).toBe(401);
    refused.close();
    const bad = await server.call('/res/product/stock_watch', { stream: 'short', ids: [] });
    expect(bad.status).toBe(400);
    const tooMany = await server.call('/res/product/stock_watch', {
      stream: 'x'.repeat(22),
      ids: Array.from({ length: 101 }, (_, i) => `p${i}`),
    });
    expect(tooMany.status).toBe(400);
  });

  it('one address holds at most 64 guest streams at once; the next is refused with 429 until one closes', async () => {
    const own = await startTestServer();
    const url = `${own.url}/api/user/notification/stream?public=1`;
    try {
      const streams = await Promise.all(
        Array.from({ length: MAX_GUEST_STREAMS_PER_ADDRESS }, () => SseClient.open(url)),
      );
      opened.push(...streams);
      expect(streams.every((c) => c.status === 200)).toBe(true);
      const refused = await SseClient.open(url);
      expect(refused.status).toBe(429);
      streams[0]!.close();
      // the server learns of the close a moment later
      await expect
        .poll(async () => {
          const again = await SseClient.open(url);
          opened.push(again);
          return again.status;
        })
        .toBe(200);
    } finally {
      for (const c of opened.splice(0)) c.close();
      await own.close();
    }
  });
});

describe('a stop with streams open', () => {
  it('returns at once: the open streams end before the server waits for its connections', async () => {
    const server = await startTestServer();
    const guest = await SseClient.open(`${server.url}/api/user/notification/stream?public=1`);
    opened.push(guest);
    await guest.next((e) => e.event === 'ready', 2000);
    const started = Date.now();
    // before streams ended in preClose, this stop waited for the guest to leave, which it never did
    const stopped = await Promise.race([
      server.close().then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    guest.close();
    expect(stopped, `the stop had not returned after ${Date.now() - started} ms`).toBe(true);
  });
});
