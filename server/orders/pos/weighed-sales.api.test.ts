import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../contract/orders';
import type { StockEntry } from '../../../contract/product-stock';
import type { Product } from '../../../contract/products';
import { uploadImages } from '../../products/test-helpers';
import { serverWithSeller } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { checkoutCart } from '../testing/online-orders';
import {
  addAddress,
  addToCart,
  expectError,
  idemKey,
  newProduct,
  paymentCode,
  showOrder,
  stockOf,
} from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

// docs/decisions/0233-units-and-weight.md: scallops by the catty at the till (typed in catties or in kg), online in
// the seller's steps, refunds by weight, every figure exact to the cent and every stock exact to the thousandth.
const { server, seller } = await serverWithSeller();
const buyer = await signUp(server, 'c');

const scallops = (fields: { quantity?: number; step?: number } = {}) =>
  newProduct(server, seller.token, {
    name: '元貝 Dried scallops',
    price: 128,
    cost: 80,
    quantity: fields.quantity ?? 10,
    unit: 'catty',
    ...(fields.step === undefined ? {} : { step: fields.step }),
  });

async function sale(id: string): Promise<Sale> {
  const res = await server.call<{ items: Sale[] }>(
    '/res/order/sales',
    { period: 'all' },
    { token: seller.token },
  );
  return res.data.items.find((s) => s.order_id === id)!;
}

async function history(id: string): Promise<{ stock: number; items: StockEntry[] }> {
  const res = await server.call<{ stock: number; items: StockEntry[] }>(
    '/res/product/stock_history',
    { id, limit: 100 },
    { token: seller.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

describe(`selling by weight (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a per-catty product sells 0.75 catty and 0.5 kg (0.827 catty) with exact totals, fee, profit and stock', async () => {
    const p = await scallops();
    expect([p.unit, p.step, p.quantity]).toEqual(['catty', 0.25, 10]);
    const code = await paymentCode(server, seller.token);

    // 128.00 × 0.75 = 96.00; fee 3 % = 2.88; profit 96.00 − 80 × 0.75 − 2.88 = 33.12
    const first = (
      await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 0.75 }], { method: code })
    ).order_id;
    const order = await showOrder(server, seller.token, first);
    expect(order.items[0]).toMatchObject({ quantity: 0.75, unit: 'catty', price: 128, total: 96 });
    expect(await sale(first)).toMatchObject({
      total: 96,
      transaction_fee: 2.88,
      total_profit: 33.12,
      quantity: 1,
    });
    expect(await stockOf(server, p._id)).toBe(9.25);
    // the sale detail's line (the back office's /MySaleDetail) opens with its weight and unit
    const detail = await server.call<{ amount: number; unit: string; total: number }>(
      '/res/order/product_detail',
      { order: first, product: p._id },
      { token: seller.token },
    );
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.data).toMatchObject({ amount: 0.75, unit: 'catty', total: 96 });

    // 0.5 kg = 500 g / 604.79 g = 0.82673… → 0.827 catty; 128 × 0.827 = 105.856 → 105.86; cost 66.16; fee 3.18
    const second = (
      await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 0.5, unit: 'kg' }], {
        method: code,
      })
    ).order_id;
    const line = (await showOrder(server, seller.token, second)).items[0]!;
    expect([line.quantity, line.unit, line.total]).toEqual([0.827, 'catty', 105.86]);
    expect(await sale(second)).toMatchObject({ total: 105.86, transaction_fee: 3.18, total_profit: 36.52 });
    expect(await stockOf(server, p._id)).toBe(8.423);

    // a quarter catty of the first sale back on the shelf: a third of 96.00 and of its fee
    const refund = await server.call<{ refund: { total: number; transaction_fee: number } }>(
      '/res/order/refund',
      {
        id: first,
        reason: 'Too much',
        lines: [{ product_id: p._id, quantity: 0.25, restock: true }],
        idempotency_key: idemKey('r'),
      },
      { token: seller.token },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.data.refund).toMatchObject({ total: 32, transaction_fee: 0.96 });
    // profit: 33.12 − (32 − 0.96 − 80 × 0.25) = 22.08
    expect(await sale(first)).toMatchObject({ total: 64, transaction_fee: 1.92, total_profit: 22.08 });
    expect(await stockOf(server, p._id)).toBe(8.673);
  });

  it('stock history adds up to the stock after sales, a refund, an offline sale in taels and adjustments', async () => {
    const p = await scallops({ quantity: 5.5 });
    await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 1.2 }]);
    // 5 taels of a per-catty product: 5 × 37.799 / 604.79 = 0.31249… → 0.312 catty
    const offline = await server.call(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('off'),
        method: 'cash',
        sold_at: Date.now() - 60_000,
        items: [{ product_id: p._id, quantity: 5, unit: 'tael' }],
      },
      { token: seller.token },
    );
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);
    const received = await server.call(
      '/res/product/adjust_stock',
      { id: p._id, change: 2.25, reason: 'received' },
      { token: seller.token },
    );
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const counted = await server.call(
      '/res/product/adjust_stock',
      { id: p._id, count: 6.1, reason: 'count' },
      { token: seller.token },
    );
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 0.333 }]);

    const h = await history(p._id);
    expect(h.stock).toBe(5.767);
    expect(h.items.map((e) => e.change).reverse()).toEqual([5.5, -1.2, -0.312, 2.25, -0.138, -0.333]);
    const sum = h.items.reduce((n, e) => n + Math.round(e.change * 1000), 0) / 1000;
    expect(sum).toBe(h.stock);
    expect(h.items[0]!.stock_after).toBe(5.767);
  });

  it('online, a weighed product is sold in the seller’s steps and its line is exact', async () => {
    const p = await scallops({ step: 0.25 });
    const cartId = await addToCart(server, buyer.token, p._id, 0.5);
    expect(cartId).toBeTruthy();
    const cart = await showOrder(server, buyer.token, cartId);
    expect(cart.items[0]).toMatchObject({ quantity: 0.5, unit: 'catty', step: 0.25, total: 64 });

    const offStep = await server.call(
      '/res/order/update',
      { id: cartId, items: [{ product_id: p._id, quantity: 0.3 }] },
      { token: buyer.token },
    );
    expect(expectError(offStep, 400)).toMatch(/steps of 0\.25 catty/);
    // the cart is as it was
    expect((await showOrder(server, buyer.token, cartId)).items[0]!.quantity).toBe(0.5);

    const address = await addAddress(server, buyer.token);
    const placed = await checkoutCart(server, buyer.token, cartId, { address_id: address });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.data.orders[0]!.total).toBe(64);
    expect(await stockOf(server, p._id)).toBe(9.5);
  });

  it('refuses bad amounts with a clear reason and writes nothing', async () => {
    const p = await scallops();
    const eggs = await newProduct(server, seller.token, { name: 'Egg rolls', price: 78, quantity: 10 });
    const attempt = (item: Record<string, unknown>) =>
      server.call('/res/order/create', { order_type: 'POS-Sell', item }, { token: seller.token });

    expectError(await attempt({ product_id: p._id, quantity: -0.5 }), 400);
    expectError(await attempt({ product_id: p._id, quantity: 0.1234 }), 400);
    expectError(await attempt({ product_id: p._id, quantity: 0 }), 400);
    expect(expectError(await attempt({ product_id: eggs._id, quantity: 1.5 }), 400)).toMatch(/whole numbers/);
    // a weight unit for a piece product, a piece for a weighed one
    expect(expectError(await attempt({ product_id: eggs._id, quantity: 1, unit: 'kg' }), 400)).toMatch(
      /whole numbers/,
    );
    expect(expectError(await attempt({ product_id: p._id, quantity: 1, unit: 'piece' }), 400)).toMatch(
      /weight unit/,
    );
    // less than a thousandth of a catty once converted
    expectError(await attempt({ product_id: p._id, quantity: 0.0001, unit: 'kg' }), 400);
    // more than the stock, in another unit: 7 kg is 11.574 catty
    expectError(await attempt({ product_id: p._id, quantity: 7, unit: 'kg' }), 409);

    // products: whole stock for pieces, a step only for weights
    const bad = await server.call(
      '/res/product/create',
      { name: 'Lanterns', description: 'x', price: 10, cost: 5, quantity: 2.5, category: [], imagePath: [] },
      { token: seller.token },
    );
    expect(expectError(bad, 400)).toMatch(/whole numbers/);
    const badStep = await server.call(
      '/res/product/create',
      {
        name: 'Lanterns',
        description: 'x',
        price: 10,
        cost: 5,
        quantity: 2,
        step: 0.5,
        category: [],
        imagePath: [],
      },
      { token: seller.token },
    );
    expectError(badStep, 400);
    const halfEgg = await server.call(
      '/res/product/adjust_stock',
      { id: eggs._id, change: -0.5, reason: 'damaged' },
      { token: seller.token },
    );
    expectError(halfEgg, 400);

    expect(await stockOf(server, p._id)).toBe(10);
    expect(await stockOf(server, eggs._id)).toBe(10);
    const sales = await server.call<{ items: Sale[] }>(
      '/res/order/sales',
      { period: 'all' },
      { token: seller.token },
    );
    expect(
      sales.data.items.some((s) => s.items.some((l) => l.product_id === p._id || l.product_id === eggs._id)),
    ).toBe(false);
  });

  it('changing a product to a weight unit keeps its stock as typed and takes that unit’s usual step', async () => {
    const tea = await newProduct(server, seller.token, { name: 'Loose tea', price: 60, quantity: 3 });
    expect([tea.unit, tea.step]).toEqual(['piece', 1]);
    const images = await uploadImages(server, seller.token);
    const edit = (fields: Record<string, unknown>) =>
      server.call<{ product: Product }>(
        '/res/product/update',
        {
          id: tea._id,
          name: 'Loose tea',
          description: 'By weight',
          price: 60,
          cost: 20,
          category: [],
          imagePath: images,
          ...fields,
        },
        { token: seller.token },
      );
    // a fraction while it is still sold by the piece is refused
    expect(expectError(await edit({ quantity: 3.5 }), 400)).toMatch(/whole numbers/);
    const res = await edit({ quantity: 3.5, unit: 'tael' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([res.data.product.unit, res.data.product.step, res.data.product.quantity]).toEqual([
      'tael',
      1,
      3.5,
    ]);
    // left out, the unit stays; a fraction is fine now
    const again = await edit({ quantity: 3.25 });
    expect([again.data.product.unit, again.data.product.quantity]).toEqual(['tael', 3.25]);
  });
});
