import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '../../contract/notifications';
import type { Order } from '../../contract/orders';
import { idemKey, newProduct, placeOrder } from '../orders/testing/test-helpers';
import { uploadImages } from '../products/test-helpers';
import { signUpCast, startTestServer, type TestServer } from '../testing/test-server';
import type { SseClient } from './sse-client';
import { openStream, secondDevice } from './test-helpers';

/**
 * The stream's `change` events (docs/decisions/0225-live-facts.md): every order step, sale and product edit
 * reaches every open device of each account concerned, the device that caused it included, within a second.
 */
async function changeOf(client: SseClient, want: LiveChange, after: number): Promise<number> {
  const started = Date.now();
  await client.next((e) => {
    if (e.event !== 'change' || client.events.indexOf(e) < after) return false;
    const got = JSON.parse(e.data) as LiveChange;
    return got.kind === want.kind && got.id === want.id;
  }, 1000);
  return Date.now() - started;
}

describe(`live changes over SSE (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('each step of an order reaches the buyer, the seller and the seller’s other device; bystanders hear nothing', async () => {
    const { seller, buyer, otherBuyer } = await signUpCast(server);
    const sellerPhone = (await openStream(server.url, seller.token)).client;
    const sellerTill = (await openStream(server.url, await secondDevice(server, seller.email))).client;
    const shopper = (await openStream(server.url, buyer.token)).client;
    const bystander = (await openStream(server.url, otherBuyer.token)).client;
    const everyone = [sellerPhone, sellerTill, shopper];

    /** runs `act`, then every device hears of order `id` (or of the order `act` answers) */
    const step = async (act: () => Promise<unknown>, id?: string) => {
      const marks = everyone.map((c) => c.events.length);
      const answer = await act();
      for (const [i, c] of everyone.entries()) {
        const order = { kind: 'order' as const, id: id ?? (answer as string) };
        expect(await changeOf(c, order, marks[i]!)).toBeLessThan(1000);
      }
    };

    const id = await placeOrder(server, seller.token, buyer.token);
    await step(
      () => server.call('/res/order/claim_payment', { id, reference: 'FPS 123' }, { token: buyer.token }),
      id,
    );
    const pending = await server.call<Order>('/res/order/show_one', { id }, { token: seller.token });
    expect(pending.data.payment_claimed_at).not.toBeNull();
    await step(
      () =>
        server.call(
          '/res/order/received_payment',
          { id, method: 'cash', idempotency_key: idemKey('rp') },
          { token: seller.token },
        ),
      id,
    );
    const paid = await server.call<Order>('/res/order/show_one', { id }, { token: buyer.token });
    expect(paid.data).toMatchObject({ status: 'paid', payment_claimed_at: null });
    await step(
      () => server.call('/res/order/update_status', { id, status: 'shipped' }, { token: seller.token }),
      id,
    );
    await step(
      () => server.call('/res/order/update_status', { id, status: 'completed' }, { token: seller.token }),
      id,
    );
    await step(
      () =>
        server.call(
          '/res/order/refund',
          { id, reason: 'Damaged in transit', idempotency_key: idemKey('rf') },
          { token: seller.token },
        ),
      id,
    );
    // a cancelled order too
    let second = '';
    await step(async () => {
      second = await placeOrder(server, seller.token, buyer.token);
      return second;
    });
    await step(() => server.call('/res/order/cancel', { id: second }, { token: buyer.token }), second);

    expect(bystander.events.filter((e) => e.event === 'change')).toEqual([]);
    for (const c of [...everyone, bystander]) c.close();
  }, 30_000);

  it('an offline sale synced and a product edited reach every device of the seller as product and sale changes', async () => {
    const { seller } = await signUpCast(server);
    const product = await newProduct(server, seller.token, { quantity: 8, price: 30 });
    const phone = (await openStream(server.url, seller.token)).client;
    const till = (await openStream(server.url, await secondDevice(server, seller.email))).client;

    let marks = [phone.events.length, till.events.length];
    const sale = await server.call<{ order_id: string }>(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('off'),
        method: 'cash',
        sold_at: Date.now(),
        items: [{ product_id: product._id, quantity: 2 }],
      },
      { token: seller.token },
    );
    for (const [i, c] of [phone, till].entries()) {
      await changeOf(c, { kind: 'product', id: product._id }, marks[i]!);
      await changeOf(c, { kind: 'sale', id: sale.data.order_id }, marks[i]!);
    }

    const imagePath = await uploadImages(server, seller.token);
    marks = [phone.events.length, till.events.length];
    const edited = await server.call(
      '/res/product/update',
      {
        id: product._id,
        name: product.name,
        description: product.description,
        price: 28,
        cost: 10,
        quantity: 6,
        discount: 0,
        category: product.category,
        imagePath,
      },
      { token: seller.token },
    );
    expect(edited.status).toBe(200);
    for (const [i, c] of [phone, till].entries())
      await changeOf(c, { kind: 'product', id: product._id }, marks[i]!);
    phone.close();
    till.close();
  });
});
