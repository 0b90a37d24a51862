import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisplayScreen } from '../../contract/displays';
import { fpsPayload } from '../../contract/fps-payload';
import type { LiveChange } from '../../contract/notifications';
import { SseClient } from '../notifications/sse-client';
import { openStream, secondDevice } from '../notifications/test-helpers';
import { newProduct, showOrder } from '../orders/testing/test-helpers';
import { expectError } from '../testing/expect-error';
import { signUpCast, startTestServer, type TestServer, type TestSession } from '../testing/test-server';

// the customer display (issue 53 item 1; docs/decisions/0278-customer-display.md)
let server: TestServer;
let clock = Date.now();
let seller: TestSession;
let otherSeller: TestSession;
/** a second till of the same seller (another session) */
let otherTill: string;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  ({ seller, otherSeller } = await signUpCast(server));
  otherTill = await secondDevice(server, seller.email);
});
afterAll(() => server.close());

const as = (token: string) => ({ token });

async function newSale(token: string, productId: string, quantity: number): Promise<string> {
  const res = await server.call<{ order_id: string }>(
    '/res/order/create',
    { order_type: 'POS-Sell', item: { product_id: productId, quantity } },
    as(token),
  );
  return res.data.order_id;
}

async function current(token: string): Promise<DisplayScreen> {
  const res = await server.call<DisplayScreen>('/res/display/current', { token });
  expect(res.status).toBe(200);
  return res.data;
}

async function displayStream(token: string): Promise<SseClient> {
  const ticket = await server.call<{ ticket: string }>('/res/display/stream_ticket', { token });
  expect(ticket.status).toBe(200);
  const client = await SseClient.open(
    `${server.url}/api/user/notification/stream?display_ticket=${encodeURIComponent(ticket.data.ticket)}`,
  );
  expect(client.status).toBe(200);
  await client.next((e) => e.event === 'ready', 2000);
  // the ticket is single-use
  const again = await SseClient.open(
    `${server.url}/api/user/notification/stream?display_ticket=${encodeURIComponent(ticket.data.ticket)}`,
  );
  expect(again.status).toBe(401);
  return client;
}

function changesOf(client: SseClient): LiveChange[] {
  return client.events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data) as LiveChange);
}

describe(`customer display (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('pairs once by code, shows only its till’s sale, the FPS payload, and ends on unpair', async () => {
    // the seller's FPS identifier, set while her sign-in is fresh (a payout change)
    const fps = await server.call<{ fps: Parameters<typeof fpsPayload>[0]['payee'] }>(
      '/user/info/set_fps',
      { kind: 'phone', value: '9123 4567' },
      as(seller.token),
    );
    expect(fps.status).toBe(200);
    const product = await newProduct(server, seller.token, { name: 'Jasmine tea', price: 48, quantity: 50 });
    const theirProduct = await newProduct(server, otherSeller.token, { name: 'Not ours', quantity: 50 });

    // the till asks for a code; the display takes it once
    const pair = await server.call<{ code: string; url: string; expires_at: number }>(
      '/res/display/pair',
      {},
      as(seller.token),
    );
    expect(pair.status).toBe(200);
    expect(pair.data.url).toMatch(new RegExp(`/display\\?code=${pair.data.code}$`));
    expect(pair.data.expires_at).toBeGreaterThan(clock);
    const claim = await server.call<{ token: string; shop_name: string | null }>('/res/display/claim', {
      code: pair.data.code.toLowerCase(),
    });
    expect(claim.status).toBe(200);
    const token = claim.data.token;
    expectError(await server.call('/res/display/claim', { code: pair.data.code }), 410, 41090);

    // a code not taken within 5 minutes is refused
    const late = await server.call<{ code: string }>('/res/display/pair', {}, as(seller.token));
    clock += 5 * 60_000 + 1;
    expectError(await server.call('/res/display/claim', { code: late.data.code }), 410, 41090);

    const idle = await current(token);
    expect([idle.paired, idle.stage, idle.lines]).toEqual([true, null, []]);
    const stream = await displayStream(token);

    // the till rings up a sale: its save alone moves the display (the till's own `show` comes after it), so the
    // display hears its pairing's change as the till hears its answer, and reads the lines
    const saleId = await newSale(seller.token, product._id, 2);
    await stream.next((e) => e.event === 'change', 1000);
    const pairingId = changesOf(stream)[0]!.id;
    expect(changesOf(stream)).toEqual([{ kind: 'display', id: pairingId }]);
    expect((await current(token)).lines.map((l) => [l.name, l.quantity])).toEqual([['Jasmine tea', 2]]);
    const shown = await server.call<{ displays: number }>(
      '/res/display/show',
      { sale_id: saleId, stage: 'ringing' },
      as(seller.token),
    );
    expect(shown.data.displays).toBe(1);
    await stream.next((e) => e.event === 'change' && changesOf(stream).length === 2, 1000);
    const sale = await showOrder(server, seller.token, saleId);
    const ringing = await current(token);
    expect(ringing).toMatchObject({
      paired: true,
      stage: 'ringing',
      total: sale.total,
      subtotal: 96,
      bill_discount: 0,
      fps: null,
      receipt_url: null,
      follow_url: null,
      lines: [{ name: 'Jasmine tea', quantity: 2, unit: 'piece', unit_price: 48, discount: 0, amount: 96 }],
    });
    expect(ringing.total).toBe(96);
    // never the cost or the profit
    expect(JSON.stringify(ringing)).not.toMatch(/cost|profit/);

    // another seller cannot put this sale on a display, nor theirs on this one; another till's sale stays off it
    expectError(
      await server.call('/res/display/show', { sale_id: saleId, stage: 'ringing' }, as(otherSeller.token)),
      404,
    );
    const theirSale = await newSale(otherSeller.token, theirProduct._id, 1);
    const theirs = await server.call<{ displays: number }>(
      '/res/display/show',
      { sale_id: theirSale, stage: 'ringing' },
      as(otherSeller.token),
    );
    expect(theirs.data.displays).toBe(0);
    expectError(
      await server.call('/res/display/show', { sale_id: theirSale, stage: 'ringing' }, as(seller.token)),
      404,
    );
    const otherTillSale = await newSale(otherTill, product._id, 5);
    const fromOtherTill = await server.call<{ displays: number }>(
      '/res/display/show',
      { sale_id: otherTillSale, stage: 'ringing' },
      as(otherTill),
    );
    expect(fromOtherTill.data.displays).toBe(0);
    const still = await current(token);
    expect(still.lines.map((l) => l.quantity)).toEqual([2]);
    expect(JSON.stringify(still)).not.toContain('Not ours');
    expect(changesOf(stream)).toHaveLength(2);

    // a line changed at the till: the display follows the save
    await server.call(
      '/res/order/update',
      { id: saleId, items: [{ product_id: product._id, quantity: 3 }] },
      as(seller.token),
    );
    await stream.next((e) => e.event === 'change' && changesOf(stream).length === 3, 1000);
    expect((await current(token)).lines.map((l) => l.quantity)).toEqual([3]);
    await server.call(
      '/res/order/update',
      { id: saleId, items: [{ product_id: product._id, quantity: 2 }] },
      as(seller.token),
    );
    await stream.next((e) => e.event === 'change' && changesOf(stream).length === 4, 1000);

    // paying by FPS: the very payload the till draws (the total, the sale's id as the reference)
    await server.call('/res/display/show', { sale_id: saleId, stage: 'paying_fps' }, as(seller.token));
    const paying = await current(token);
    expect(paying.stage).toBe('paying_fps');
    expect(paying.fps).toEqual({
      payload: fpsPayload({ payee: fps.data.fps, amountCents: 9600, reference: saleId }),
      amount: 96,
    });
    // a split payment's FPS part: the display asks $40.00 of the $96.00, as the till's split screen draws it
    await server.call(
      '/res/display/show',
      { sale_id: saleId, stage: 'paying_fps', fps_amount: 40 },
      as(seller.token),
    );
    expect((await current(token)).fps).toEqual({
      payload: fpsPayload({ payee: fps.data.fps, amountCents: 4000, reference: saleId }),
      amount: 40,
    });
    // more than the sale comes to asks the sale's total; the sale shown again without a part asks it all
    await server.call(
      '/res/display/show',
      { sale_id: saleId, stage: 'paying_fps', fps_amount: 500 },
      as(seller.token),
    );
    expect((await current(token)).fps?.amount).toBe(96);
    await server.call('/res/display/show', { sale_id: saleId, stage: 'paying_fps' }, as(seller.token));
    expect((await current(token)).fps?.amount).toBe(96);

    // done: "Thank you", with the receipt link once the till made one
    await server.call(
      '/res/order/received_payment',
      { id: saleId, method: 'cash', idempotency_key: `display-${saleId}` },
      as(seller.token),
    );
    await server.call('/res/display/show', { sale_id: saleId, stage: 'done' }, as(seller.token));
    expect((await current(token)).receipt_url).toBeNull();
    const link = await server.call<{ path: string }>('/res/receipt/link', { id: saleId }, as(seller.token));
    const done = await current(token);
    expect(done.stage).toBe('done');
    const base = pair.data.url.split('/display')[0];
    expect(done.receipt_url).toBe(`${base}${link.data.path}`);
    // and the shop's follow link: its public page, the one the app links to (web/features/shop/shops/shop-link.ts)
    expect(done.follow_url).toBe(`${base}/shop?id=${encodeURIComponent(seller.user_id)}`);
    expect(paying.follow_url).toBeNull();
    expect((await showOrder(server, seller.token, saleId)).status).not.toBe('cart');

    // the seller unpairs: the display hears it, its token reads nothing and opens no stream
    const before = changesOf(stream).length;
    const unpair = await server.call<{ unpaired: number }>('/res/display/unpair', {}, as(seller.token));
    expect(unpair.data.unpaired).toBe(1);
    await stream.next((e) => e.event === 'change' && changesOf(stream).length > before, 1000);
    expect(await current(token)).toMatchObject({ paired: false, stage: null, lines: [], shop_name: null });
    expectError(await server.call('/res/display/stream_ticket', { token }), 404);
    stream.close();
  });

  it('a display stream hears nothing of its seller’s other changes, and a user stream nothing of the display', async () => {
    const product = await newProduct(server, seller.token, { quantity: 10 });
    const pair = await server.call<{ code: string }>('/res/display/pair', {}, as(seller.token));
    const { token } = (await server.call<{ token: string }>('/res/display/claim', { code: pair.data.code }))
      .data;
    const display = await displayStream(token);
    const sellerPhone = (await openStream(server.url, seller.token)).client;
    const saleId = await newSale(seller.token, product._id, 1);
    await server.call('/res/display/show', { sale_id: saleId, stage: 'ringing' }, as(seller.token));
    await display.next((e) => e.event === 'change', 1000);
    // a sale's own change goes to the seller's devices, never to the display
    await server.call(
      '/res/order/received_payment',
      { id: saleId, method: 'cash', idempotency_key: `display2-${saleId}` },
      as(seller.token),
    );
    await sellerPhone.next((e) => e.event === 'change' && e.data.includes('"sale"'), 1000);
    expect(changesOf(display).length).toBeGreaterThan(0);
    expect(changesOf(display).every((c) => c.kind === 'display')).toBe(true);
    expect(changesOf(sellerPhone).some((c) => c.kind === 'display')).toBe(false);
    // a wrong ticket opens nothing
    const wrong = await SseClient.open(`${server.url}/api/user/notification/stream?display_ticket=nope`);
    expect(wrong.status).toBe(401);
    display.close();
    sellerPhone.close();
  });
});
