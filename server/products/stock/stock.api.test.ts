import { describe, expect, it } from 'vitest';
import type { StockEntry } from '../../../contract/product-stock';
import type { Product } from '../../../contract/products';
import { checkoutCart } from '../../orders/testing/online-orders';
import { addAddress, addToCart, idemKey, newProduct, stockOf } from '../../orders/testing/test-helpers';
import { expectError } from '../../testing/expect-error';
import { serverWithCast } from '../../testing/file-server';
import { uploadImages } from '../test-helpers';

// docs/decisions/0228-stock-history.md: every change of a product's stock is an entry of its history, and the
// entries add up to the stock; a seller adjusts stock with a reason.
const { server, seller, otherSeller, buyer } = await serverWithCast();

const asSeller = () => ({ token: seller.token });

async function history(id: string, token = seller.token) {
  const res = await server.call<{ stock: number; items: StockEntry[]; next_cursor: string | null }>(
    '/res/product/stock_history',
    { id, limit: 100 },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

function adjust(data: Record<string, unknown>, token = seller.token) {
  return server.call<{ product: Product; entry: StockEntry }>('/res/product/adjust_stock', data, { token });
}

/** oldest first, each entry's stock_after the running sum of the changes up to it */
function expectAddsUp(items: StockEntry[], stock: number) {
  const oldestFirst = [...items].reverse();
  let running = 0;
  for (const e of oldestFirst) {
    running += e.change;
    expect(e.stock_after, `${e.reason} ${e.change}`).toBe(running);
  }
  expect(running).toBe(stock);
}

describe(`stock history (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('records every change: creation, an online order and its cancel, a POS sale and its refund, an offline sale, an edit and the seller’s adjustments', async () => {
    const p = await newProduct(server, seller.token, { quantity: 10, price: 30 });

    // an online order takes 2, cancelled before payment it gives them back
    const cartId = await addToCart(server, buyer.token, p._id, 2);
    const placed = await checkoutCart(server, buyer.token, cartId, {
      address_id: await addAddress(server, buyer.token),
    });
    const orderId = placed.data.orders[0]!.order_id;
    await server.call('/res/order/cancel', { id: orderId }, { token: buyer.token });

    // a POS sale of 3, then 1 of them refunded back to the shelf
    const draft = await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 3 } },
      asSeller(),
    );
    const sale = draft.data.order_id;
    await server.call(
      '/res/order/received_payment',
      { id: sale, method: 'cash', idempotency_key: idemKey('pay') },
      asSeller(),
    );
    await server.call(
      '/res/order/refund',
      {
        id: sale,
        reason: 'Cracked lid',
        lines: [{ product_id: p._id, quantity: 1, restock: true }],
        idempotency_key: idemKey('rf'),
      },
      asSeller(),
    );

    // an offline sale of 2 synced
    const offline = await server.call<{ order_id: string }>(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('off'),
        method: 'cash',
        sold_at: Date.now(),
        items: [{ product_id: p._id, quantity: 2 }],
      },
      asSeller(),
    );

    // the seller's own changes
    expect(
      (await adjust({ id: p._id, change: 12, reason: 'received', note: 'Delivery from Sheung Wan' })).status,
    ).toBe(200);
    expect((await adjust({ id: p._id, change: -1, reason: 'damaged' })).status).toBe(200);
    const counted = await adjust({ id: p._id, count: 15, reason: 'count', note: 'Monday count' });
    expect(counted.status).toBe(200);
    expect(counted.data.product.quantity).toBe(15);
    expect(counted.data.entry).toMatchObject({
      reason: 'count',
      change: 15 - 17,
      stock_after: 15,
      note: 'Monday count',
    });

    // the edit form's quantity
    await server.call(
      '/res/product/update',
      {
        id: p._id,
        name: p.name,
        description: p.description,
        price: 30,
        cost: 40,
        quantity: 20,
        discount: 0,
        category: ['Test'],
        imagePath: await uploadImages(server, seller.token, 1),
      },
      asSeller(),
    );

    const h = await history(p._id);
    expect(h.items.map((e) => [e.reason, e.change])).toEqual([
      ['edit', 5],
      ['count', -2],
      ['damaged', -1],
      ['received', 12],
      ['offline_sale', -2],
      ['refund', 1],
      ['pos_sale', -3],
      ['cancel', 2],
      ['online_order', -2],
      ['created', 10],
    ]);
    expect(h.items.find((e) => e.reason === 'online_order')?.order_id).toBe(orderId);
    expect(h.items.find((e) => e.reason === 'cancel')?.order_id).toBe(orderId);
    expect(h.items.find((e) => e.reason === 'pos_sale')?.order_id).toBe(sale);
    expect(h.items.find((e) => e.reason === 'refund')?.order_id).toBe(sale);
    expect(h.items.find((e) => e.reason === 'offline_sale')?.order_id).toBe(offline.data.order_id);
    expect(h.items.find((e) => e.reason === 'received')?.note).toBe('Delivery from Sheung Wan');
    expect(h.items[0]!.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(h.stock).toBe(20);
    expect(await stockOf(server, p._id)).toBe(20);
    expectAddsUp(h.items, 20);

    // paged newest first by cursor
    const first = await server.call<{ items: StockEntry[]; next_cursor: string | null }>(
      '/res/product/stock_history',
      { id: p._id, limit: 4 },
      asSeller(),
    );
    expect(first.data.items).toHaveLength(4);
    const rest = await server.call<{ items: StockEntry[]; next_cursor: string | null }>(
      '/res/product/stock_history',
      { id: p._id, limit: 100, cursor: first.data.next_cursor },
      asSeller(),
    );
    expect([...first.data.items, ...rest.data.items].map((e) => e._id)).toEqual(h.items.map((e) => e._id));
    expect(rest.data.next_cursor).toBeNull();
  });

  it('refuses bad adjustments with a clear error and writes nothing', async () => {
    const p = await newProduct(server, seller.token, { quantity: 3 });
    const bad: Record<string, unknown>[] = [
      { id: p._id, change: -2, reason: 'received' },
      { id: p._id, change: 2, reason: 'damaged' },
      { id: p._id, change: 0, reason: 'lost' },
      { id: p._id, change: 2, reason: 'count' },
      { id: p._id, count: 2, change: 1, reason: 'count' },
      { id: p._id, count: -1, reason: 'count' },
      { id: p._id, change: 1.5, reason: 'received' },
      { id: p._id, change: 1, reason: 'found' },
      { id: p._id, change: 1, reason: 'received', note: 'x'.repeat(201) },
    ];
    for (const data of bad) expectError(await adjust(data), 400);
    // below zero: 409, nothing written
    const res = await adjust({ id: p._id, change: -4, reason: 'lost' });
    expect(expectError(res, 409, 40950)).toBe('Stock cannot go below 0.');
    // not the caller's, or not a seller
    expectError(await adjust({ id: p._id, change: 1, reason: 'received' }, otherSeller.token), 403);
    expectError(await adjust({ id: p._id, change: 1, reason: 'received' }, buyer.token), 403);
    expect(
      (await server.call('/res/product/stock_history', { id: p._id }, { token: otherSeller.token })).status,
    ).toBe(403);

    const h = await history(p._id);
    expect(h.items.map((e) => e.reason)).toEqual(['created']);
    expect(h.stock).toBe(3);
  });

  it('concurrent losses never take the stock below 0, and the history still adds up', async () => {
    const p = await newProduct(server, seller.token, { quantity: 6 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => adjust({ id: p._id, change: -1, reason: 'lost' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const h = await history(p._id);
    expect(h.stock).toBe(0);
    expectAddsUp(h.items, 0);
  });
});
