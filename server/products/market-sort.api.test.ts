import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { checkoutCart } from '../orders/testing/online-orders';
import { addAddress, addToCart, idemKey, newProduct } from '../orders/testing/test-helpers';
import { expectError } from '../testing/expect-error';
import { serverForFile } from '../testing/file-server';
import { signUp, type TestSession } from '../testing/test-server';

/**
 * The market's orders and filters (docs/decisions/0271-market-sort-filter-and-paying.md), on SQLite and PostgreSQL:
 * `sort_by` newest, price, rating and nearest pickup, each paged by the last product's id; `price_min`/`price_max`
 * on the price paid after discount; `in_stock`. One server per file: the market here holds only this file's
 * products.
 */
const server = await serverForFile();

async function list(input: Record<string, unknown>): Promise<Product[]> {
  const res = await server.call<Product[]>('/res/product/list', input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

const names = (products: Product[]) => products.map((p) => p.name);

/** every page of a list, `limit` at a time, each after the last one's id: the names in order */
async function allPages(input: Record<string, unknown>, limit: number): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const page: Product[] = await list({ ...input, limit, cursor });
    out.push(...names(page));
    if (page.length < limit) return out;
    cursor = page.at(-1)!._id;
  }
  throw new Error('pages never ended');
}

describe(`market sort and filters (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  let seller: TestSession;
  const made: Record<string, Product> = {};

  beforeAll(async () => {
    seller = await signUp(server, 's');
    // made in this order: the newest is the last; "Tin" is $80 after 20 % off, "Mixed bag" has no price
    for (const [name, price, discount, quantity] of [
      ['Abalone', 680, 0, 0],
      ['Bowl', 45, 0, 3],
      ['Candle', 120, 0, 5],
      ['Tin', 100, 20, 2],
      ['Dates', 45, 0, 7],
    ] as const) {
      made[name] = await newProduct(server, seller.token, { name, price, discount, quantity });
    }
    made['Mixed bag'] = await newProduct(server, seller.token, { name: 'Mixed bag', open_price: true });
  });

  it('opens newest first, as the spec’s `sort` alone says; `sort: 1` is oldest first', async () => {
    expect(names(await list({}))).toEqual(['Mixed bag', 'Dates', 'Tin', 'Candle', 'Bowl', 'Abalone']);
    expect(names(await list({ sort: 1 }))).toEqual([
      'Abalone',
      'Bowl',
      'Candle',
      'Tin',
      'Dates',
      'Mixed bag',
    ]);
    expect(names(await list({ sort_by: 'newest', sort: -1 }))[0]).toBe('Mixed bag');
  });

  it('by price paid, both ways, paged; equal prices keep one order; open-price products are left out', async () => {
    // Bowl and Dates are both $45: by id the same way as the price
    expect(await allPages({ sort_by: 'price', sort: 1 }, 2)).toEqual([
      'Bowl',
      'Dates',
      'Tin',
      'Candle',
      'Abalone',
    ]);
    expect(await allPages({ sort_by: 'price', sort: -1 }, 2)).toEqual([
      'Abalone',
      'Candle',
      'Tin',
      'Dates',
      'Bowl',
    ]);
    expect(await allPages({ sort_by: 'price', sort: 1 }, 1)).toEqual([
      'Bowl',
      'Dates',
      'Tin',
      'Candle',
      'Abalone',
    ]);
  });

  it('a price range is on the price paid after discount, its ends included', async () => {
    // Tin is $100 less 20 %: $80, inside 50–100 while its list price would be at the edge
    expect(names(await list({ price_min: 50, price_max: 120, sort_by: 'price', sort: 1 }))).toEqual([
      'Tin',
      'Candle',
    ]);
    expect(names(await list({ price_min: 80, price_max: 80 }))).toEqual(['Tin']);
    expect(names(await list({ price_max: 79.99 })).sort()).toEqual(['Bowl', 'Dates']);
    expect(names(await list({ price_min: 681 }))).toEqual([]);
    // min above max: nothing, not an error
    expect(await list({ price_min: 100, price_max: 50 })).toEqual([]);
    expectError(await server.call('/res/product/list', { price_min: -1 }), 400);
  });

  it('in stock only leaves out the sold out, in any order, with a range and paged', async () => {
    expect(names(await list({ in_stock: true }))).not.toContain('Abalone');
    expect(await allPages({ in_stock: true, sort_by: 'price', sort: -1, price_min: 40 }, 2)).toEqual([
      'Candle',
      'Tin',
      'Dates',
      'Bowl',
    ]);
    expectError(await server.call('/res/product/list', { in_stock: false }), 400);
  });

  it('nearest needs a district; an unknown sort or district is refused', async () => {
    expectError(await server.call('/res/product/list', { sort_by: 'nearest' }), 400);
    expectError(await server.call('/res/product/list', { sort_by: 'nearest', district: 'mars' }), 400);
    expectError(await server.call('/res/product/list', { sort_by: 'cheapest' }), 400);
  });
});

describe(`market by rating and by nearest pickup (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('by rating: rated products by stars weighed with their count (best first or lowest first), then the unrated newest first, paged', async () => {
    const shop = await signUp(server, 's');
    const buyer = await signUp(server, 'c');
    const address = await addAddress(server, buyer.token);
    const p = {
      one5: await newProduct(server, shop.token, { name: 'R one five-star', quantity: 20 }),
      two5: await newProduct(server, shop.token, { name: 'R two five-stars', quantity: 20 }),
      one2: await newProduct(server, shop.token, { name: 'R one two-star', quantity: 20 }),
      none: await newProduct(server, shop.token, { name: 'R unrated', quantity: 20 }),
    };
    /** the buyer orders one, the shop completes the order, the buyer rates it */
    async function rate(product: Product, stars: number) {
      const cart = await addToCart(server, buyer.token, product._id, 1);
      const placed = await checkoutCart(server, buyer.token, cart, { address_id: address });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const id = placed.data.orders[0]!.order_id;
      const paid = await server.call(
        '/res/order/received_payment',
        { id, method: 'cash', idempotency_key: idemKey('pay') },
        { token: shop.token },
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      for (const status of ['shipped', 'completed']) {
        expect(
          (await server.call('/res/order/update_status', { id, status }, { token: shop.token })).status,
        ).toBe(200);
      }
      const review = await server.call(
        '/res/review/create',
        { order_id: id, product_id: product._id, stars },
        { token: buyer.token },
      );
      expect(review.status, JSON.stringify(review.body)).toBe(200);
    }
    await rate(p.one5, 5);
    await rate(p.two5, 5);
    await rate(p.two5, 5);
    await rate(p.one2, 2);

    const shopOnly = { seller_id: shop.user_id, sort_by: 'rating' };
    // two 5-star reviews stand above one: (10 + 6) / 4 = 4.0 against (5 + 6) / 3 ≈ 3.67
    const best = ['R two five-stars', 'R one five-star', 'R one two-star', 'R unrated'];
    expect(names(await list({ ...shopOnly, sort: -1 }))).toEqual(best);
    expect(await allPages({ ...shopOnly, sort: -1 }, 1)).toEqual(best);
    expect(await allPages({ ...shopOnly, sort: 1 }, 2)).toEqual([
      'R one two-star',
      'R one five-star',
      'R two five-stars',
      'R unrated',
    ]);
    // the answer carries the rating it was ordered by
    const [first] = await list({ ...shopOnly, sort: -1, limit: 1 });
    expect(first!.rating).toEqual({ average: 5, count: 2 });
  });

  it('by nearest pickup: her district first, then her region, then the rest, newest first within each; paged', async () => {
    /** a shop with a pickup at this address (none when null) and one product named after it */
    async function shop(name: string, pickup: string | null) {
      const s = await signUp(server, 's');
      if (pickup) {
        const res = await server.call(
          '/user/info/add_store_pickup_address',
          { name: `${name} stall`, address: pickup },
          { token: s.token },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      await newProduct(server, s.token, { name: `N ${name}` });
      return s;
    }
    const ssp = await shop('Sham Shui Po', 'Stall 4, Apliu Street, Sham Shui Po');
    await shop('Wan Chai', 'Shop 2, 8 Tai Yuen Street, Wan Chai');
    await shop('Mong Kok', '12 Fa Yuen Street, Mong Kok');
    await shop('Delivery only', null);
    // the district is kept with the pickup: the Chinese address names it too
    const zh = await shop('深水埗 in Chinese', '深水埗北河街 48 號');
    const pickups = await server.call<{ district: string | null }[]>(
      '/user/info/list_store_pickup_addresses',
      { seller_id: zh.user_id },
      { token: ssp.token },
    );
    expect(pickups.data.map((p) => p.district)).toEqual(['sham_shui_po']);

    const near = (all: string[]) => all.filter((n) => n.startsWith('N '));
    const order = ['N 深水埗 in Chinese', 'N Sham Shui Po', 'N Mong Kok', 'N Delivery only', 'N Wan Chai'];
    expect(near(await allPages({ sort_by: 'nearest', district: 'sham_shui_po' }, 100))).toEqual(order);
    expect(near(await allPages({ sort_by: 'nearest', district: 'sham_shui_po' }, 1))).toEqual(order);
    // from Wan Chai: Wan Chai, no one else on the Island, then everyone else newest first
    expect(near(await allPages({ sort_by: 'nearest', district: 'wan_chai' }, 2))).toEqual([
      'N Wan Chai',
      'N 深水埗 in Chinese',
      'N Delivery only',
      'N Mong Kok',
      'N Sham Shui Po',
    ]);
  });
});
