import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import type { StockEntry } from '../../contract/product-stock';
import type { Product } from '../../contract/products';
import { checkoutCart } from '../orders/testing/online-orders';
import { addAddress, expectError, idemKey, showOrder } from '../orders/testing/test-helpers';
import { paidTillSale } from '../orders/testing/till-sales';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { uploadImages } from './test-helpers';

// docs/decisions/0236-variants.md: the same tea in 150 g and 500 g packs, each with its own price, stock and barcode,
// sold online, at the till and offline, refunded back to the variant, counted in the variant's history.
const { server, seller } = await serverWithSeller();
const buyer = await signUp(server, 'c');

let codes = 0;
const barcode = () => `489${String(Date.now()).slice(-7)}${String(++codes).padStart(3, '0')}`;

async function tea(variants?: Record<string, unknown>[]): Promise<Product> {
  const res = await server.call<{ product: Product }>(
    '/res/product/create',
    {
      name: 'Tieguanyin 鐵觀音',
      description: 'Anxi oolong',
      price: 68,
      cost: 30,
      quantity: 0,
      category: ['Tea'],
      imagePath: [],
      variants: variants ?? [
        { name: '150 g', price: 68, cost: 30, quantity: 5, barcode: barcode() },
        { name: '500 g', price: 198, cost: 90, quantity: 1, barcode: barcode(), low_stock: 1 },
      ],
    },
    { token: seller.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.product;
}

async function get(id: string, token?: string): Promise<Product> {
  return (await server.call<Product>('/res/product/get', { id }, token ? { token } : {})).data;
}

async function history(id: string, variantId?: string): Promise<{ stock: number; items: StockEntry[] }> {
  const res = await server.call<{ stock: number; items: StockEntry[] }>(
    '/res/product/stock_history',
    { id, limit: 100, ...(variantId ? { variant_id: variantId } : {}) },
    { token: seller.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

const sum = (entries: StockEntry[]) => Math.round(entries.reduce((n, e) => n + e.change, 0) * 1000) / 1000;

describe(`variants (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a product shows its variants, their sum as its stock and the cheapest price; cost to the owner only', async () => {
    const p = await tea();
    expect(p.quantity).toBe(6);
    expect(p.price).toBe(68);
    expect(p.variants.map((v) => [v.name, v.price, v.quantity, v.cost])).toEqual([
      ['150 g', 68, 5, 30],
      ['500 g', 198, 1, 90],
    ]);
    const shown = await get(p._id);
    expect(shown.variants[1]).not.toHaveProperty('cost');
    expect(shown.variants[1]).not.toHaveProperty('low_stock');
    // variants are found through their product, never listed on their own
    const found = await server.call<Product[]>('/res/product/list', {
      search: '500 g',
      seller_id: seller.user_id,
    });
    expect(found.data.map((x) => x._id)).toEqual([p._id]);
    const all = await server.call<Product[]>('/res/product/list', { seller_id: seller.user_id, limit: 100 });
    expect(all.data.filter((x) => x.name.startsWith('Tieguanyin'))).toHaveLength(1);
    // a variant's id opens its product (an old link)
    expect((await get(p.variants[0]!._id))._id).toBe(p._id);
  });

  it('50 buyers race for the last 500 g pack: exactly one wins, the 150 g packs are untouched', async () => {
    const p = await tea();
    const [small, big] = p.variants;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signUp(server, 'c')));
    const addresses = await Promise.all(buyers.map((b) => addAddress(server, b.token)));
    const carts = await Promise.all(
      buyers.map(async (b) => {
        const res = await server.call<{ order_id: string }>(
          '/res/order/create',
          { order_type: 'Online-Sell', item: { product_id: p._id, variant_id: big!._id, quantity: 1 } },
          { token: b.token },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.data.order_id;
      }),
    );
    const results = await Promise.all(
      buyers.map((b, i) => checkoutCart(server, b.token, carts[i]!, { address_id: addresses[i] })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect(expectError(lost, 409, 40930)).toContain('500 g');
    }
    const after = await get(p._id, seller.token);
    expect(after.variants.map((v) => v.quantity)).toEqual([5, 0]);
    expect(after.quantity).toBe(5);
    expect(small!.quantity).toBe(5);
    // the winner's order names the product and the variant
    const winner = buyers[results.findIndex((r) => r.status === 200)]!;
    const orders = await server.call<{ items: Order[] }>(
      '/res/order/list',
      { role: 'buyer' },
      { token: winner.token },
    );
    const line = orders.data.items[0]!.items[0]!;
    expect(line).toMatchObject({
      product_id: p._id,
      variant_id: big!._id,
      name: 'Tieguanyin 鐵觀音 · 500 g',
      price: 198,
    });
  }, 120_000);

  it('at the till a variant is sold, refunded back to its own stock, and its history adds up', async () => {
    const p = await tea();
    const [small, big] = p.variants;
    const sold = (
      await paidTillSale(server, seller.token, [
        { product_id: p._id, variant_id: small!._id, quantity: 2 },
        { product_id: p._id, variant_id: big!._id, quantity: 1 },
      ])
    ).order_id;
    const order = await showOrder(server, seller.token, sold);
    expect(order.items.map((l) => [l.product_id, l.variant_id, l.total])).toEqual([
      [p._id, small!._id, 136],
      [p._id, big!._id, 198],
    ]);
    const refund = await server.call<{
      summary: { lines: { variant_id?: string; refunded_quantity: number }[] };
    }>(
      '/res/order/refund',
      {
        id: sold,
        reason: 'Wrong size',
        lines: [{ product_id: p._id, variant_id: small!._id, quantity: 1, restock: true }],
        idempotency_key: idemKey('vref'),
      },
      { token: seller.token },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.data.summary.lines.map((l) => [l.variant_id, l.refunded_quantity])).toEqual([
      [small!._id, 1],
      [big!._id, 0],
    ]);
    const adjusted = await server.call<{ product: Product; entry: StockEntry }>(
      '/res/product/adjust_stock',
      { id: p._id, variant_id: small!._id, change: 10, reason: 'received', note: 'new crate' },
      { token: seller.token },
    );
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.data.entry).toMatchObject({ variant_id: small!._id, change: 10, stock_after: 14 });
    const offline = await server.call(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('voff'),
        method: 'cash',
        sold_at: Date.now() - 1000,
        items: [{ product_id: p._id, variant_id: small!._id, quantity: 3 }],
      },
      { token: seller.token },
    );
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);

    const now = await get(p._id, seller.token);
    expect(now.variants.map((v) => v.quantity)).toEqual([11, 0]);
    const smallHistory = await history(p._id, small!._id);
    expect(smallHistory.stock).toBe(11);
    expect(sum(smallHistory.items)).toBe(11);
    expect(smallHistory.items.map((e) => e.reason)).toEqual([
      'offline_sale',
      'received',
      'refund',
      'pos_sale',
      'created',
    ]);
    const whole = await history(p._id);
    expect(whole.stock).toBe(11);
    expect(sum(whole.items)).toBe(11);
    // a product with variants keeps its stock in them
    expectError(
      await server.call(
        '/res/product/adjust_stock',
        { id: p._id, change: 1, reason: 'received' },
        { token: seller.token },
      ),
      400,
    );
  });

  it('changing the variants: renamed, one removed with its stock written off, one added; the history still adds up', async () => {
    const p = await tea();
    const [small, big] = p.variants;
    const res = await server.call<{ product: Product }>(
      '/res/product/update',
      {
        id: p._id,
        name: p.name,
        description: p.description,
        price: 68,
        cost: 30,
        quantity: 0,
        category: ['Tea'],
        imagePath: await uploadImages(server, seller.token, 1),
        variants: [
          { _id: small!._id, name: '150 g tin', price: 72, cost: 30, quantity: 4, barcode: small!.barcode },
          { name: '1 斤', price: 320, cost: 150, quantity: 2 },
        ],
      },
      { token: seller.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const product = res.data.product;
    expect(product.variants.map((v) => [v.name, v.price, v.quantity])).toEqual([
      ['150 g tin', 72, 4],
      ['1 斤', 320, 2],
    ]);
    expect(product.variants[0]!._id).toBe(small!._id);
    expect(product.quantity).toBe(6);
    // the removed 500 g pack no longer scans (its barcode finds nothing), and its stock left the history with it
    const scanned = await server.call<Product[]>(
      '/res/product/list',
      { mine: true, search: big!.barcode! },
      { token: seller.token },
    );
    expect(scanned.data).toEqual([]);
    const whole = await history(p._id);
    expect(sum(whole.items)).toBe(6);
    expect(whole.items.find((e) => e.variant_id === big!._id && e.change === -1)?.reason).toBe('edit');
    expectError(
      await server.call(
        '/res/product/stock_history',
        { id: p._id, variant_id: big!._id },
        { token: seller.token },
      ),
      400,
    );
  });

  it('refuses a variant of another product, a product with variants without one, and bad variants: nothing written', async () => {
    const p = await tea();
    const other = await tea();
    const before = (await server.call<{ order: Order | null }>('/res/order/cart', {}, { token: buyer.token }))
      .data.order;
    expect(
      expectError(
        await server.call(
          '/res/order/create',
          {
            order_type: 'Online-Sell',
            item: { product_id: p._id, variant_id: other.variants[0]!._id, quantity: 1 },
          },
          { token: buyer.token },
        ),
        400,
      ),
    ).toContain('not one of this product’s variants');
    expect(
      expectError(
        await server.call(
          '/res/order/create',
          { order_type: 'Online-Sell', item: { product_id: p._id, quantity: 1 } },
          { token: buyer.token },
        ),
        400,
      ),
    ).toContain('150 g, 500 g');
    expect(
      (await server.call<{ order: Order | null }>('/res/order/cart', {}, { token: buyer.token })).data.order,
    ).toEqual(before);

    const bad = (variants: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
      server.call(
        '/res/product/create',
        {
          name: 'Bad tea',
          description: 'x',
          price: 1,
          cost: 0,
          quantity: 0,
          imagePath: [],
          variants,
          ...extra,
        },
        { token: seller.token },
      );
    const countBefore = (
      await server.call<Product[]>('/res/product/list', { mine: true, limit: 100 }, { token: seller.token })
    ).data.length;
    expectError(
      await bad([
        { name: 'S', price: 1, quantity: 1 },
        { name: 's', price: 2, quantity: 1 },
      ]),
      400,
    );
    expectError(await bad([{ name: 'S', price: 1, quantity: 1.5 }]), 400);
    expectError(await bad([{ name: 'S', price: 1, quantity: 1, barcode: p.variants[0]!.barcode }]), 409);
    expectError(await bad([{ name: 'S', price: 1, quantity: 1 }], { open_price: true }), 400);
    expectError(await bad([{ _id: p.variants[0]!._id, name: 'S', price: 1, quantity: 1 }]), 400);
    const countAfter = (
      await server.call<Product[]>('/res/product/list', { mine: true, limit: 100 }, { token: seller.token })
    ).data.length;
    expect(countAfter).toBe(countBefore);
    // the other product's variant stock untouched by all of it
    expect((await get(other._id)).variants.map((v) => v.quantity)).toEqual([5, 1]);
  });

  it('a variant at its low-stock alert puts its product on the to-reorder list', async () => {
    const p = await tea([
      { name: 'S', price: 10, quantity: 9, low_stock: 2 },
      { name: 'M', price: 12, quantity: 3, low_stock: 2 },
    ]);
    const list = async () =>
      (
        await server.call<Product[]>(
          '/res/product/list',
          { mine: true, low_stock: true, limit: 100 },
          { token: seller.token },
        )
      ).data.map((x) => x._id);
    expect(await list()).not.toContain(p._id);
    await paidTillSale(server, seller.token, [
      { product_id: p._id, variant_id: p.variants[1]!._id, quantity: 1 },
    ]);
    expect(await list()).toContain(p._id);
  });

  it('a CSV export has a row per variant; importing it changes each variant’s stock with its history, and a row without variants leaves them', async () => {
    const csvSeller = await signUp(server, 's');
    const made = await server.call<{ product: Product }>(
      '/res/product/create',
      {
        name: 'Oolong tins',
        description: 'x',
        price: 0,
        cost: 0,
        quantity: 0,
        imagePath: [],
        variants: [
          { name: 'S', price: 10, quantity: 4 },
          { name: 'L', price: 30, quantity: 2 },
        ],
      },
      { token: csvSeller.token },
    );
    const p = made.data.product;
    const { csv } = (
      await server.call<{ csv: string }>('/res/product/export_csv', {}, { token: csvSeller.token })
    ).data;
    const lines = csv.split('\r\n');
    // a row per variant (docs/decisions/0263-product-files.md)
    expect(lines[1]).toContain(',S,');
    expect(lines[1]).toContain(',4,piece,');
    expect(lines[2]).toContain(',L,');
    // the seller counts 9 small tins
    const edited = [lines[0], lines[1]!.replace(',4,piece,', ',9,piece,'), lines[2]].join('\r\n');
    const done = await server.call<{ committed: boolean; updated: number }>(
      '/res/product/import_csv',
      { csv: edited, commit: true },
      { token: csvSeller.token },
    );
    expect(done.data).toMatchObject({ committed: true, updated: 1 });
    // a file without variant columns (made before them): the row's stock figure leaves the variants as they are
    const old = await server.call<{ committed: boolean }>(
      '/res/product/import_csv',
      { csv: `id,name,description,price,cost,quantity\r\n${p._id},Oolong tins,x,10,0,99`, commit: true },
      { token: csvSeller.token },
    );
    expect(old.data.committed).toBe(true);
    const after = (await server.call<Product>('/res/product/get', { id: p._id }, { token: csvSeller.token }))
      .data;
    expect(after.variants.map((v) => v.quantity)).toEqual([9, 2]);
    expect(after.quantity).toBe(11);
    const whole = await server.call<{ stock: number; items: StockEntry[] }>(
      '/res/product/stock_history',
      { id: p._id, limit: 100 },
      { token: csvSeller.token },
    );
    expect(whole.data.stock).toBe(11);
    expect(sum(whole.data.items)).toBe(11);
  });
});
