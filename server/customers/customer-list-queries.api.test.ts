import { describe, expect, it } from 'vitest';
import type { Customer } from '../../contract/customers';
import type { SessionUser } from '../http/context';
import { paidTillSaleFor, type SaleItem } from '../orders/testing/member-sales';
import {
  addAddress,
  addToCart,
  idemKey,
  newProduct,
  paymentCode,
  placeOrder,
} from '../orders/testing/test-helpers';
import { countedServer } from '../testing/counted-server';
import { signUp } from '../testing/test-server';

// The customer list settles a page's points and stamp cards (docs/decisions/0283-loyalty.md, 0289-stamp-cards.md)
// in a fixed number of queries, whatever the page's size: a page of 25 entries asks the database as often as a page
// of 5, and each entry's figures on the list are those of her own page (`get`).
const { server, counter } = await countedServer();

/**
 * A shop with `n` customer entries: each bought 2 tarts at the till while the shop ran points, then 3 tarts and a
 * tea once it ran a stamp card of 10 tarts; the first entry had a tart of each sale refunded, and a shopper's account
 * with an online order under each programme (the second of 2 tarts) was merged into it. `list` reads the whole list
 * (one page) through the service, counting the queries; each step settles what is new (points, then stamps).
 */
async function shopWith(n: number) {
  const shop = await signUp(server, 's');
  const as = { token: shop.token };
  const seller: SessionUser = { id: shop.user_id, email: shop.email, role: 's', tokenHash: '' };
  const tart = await newProduct(server, shop.token, { name: 'Egg tart', price: 8, quantity: 1000 });
  const tea = await newProduct(server, shop.token, { name: 'Milk tea', price: 38, quantity: 1000 });
  const list = () => counter.counted(() => server.services.customers.list({ limit: n + 1 }, seller));
  const code = await paymentCode(server, shop.token);
  const buyer = await signUp(server, 'c');
  const payOnline = async (id: string) => {
    const paid = await server.call(
      '/res/order/received_payment',
      { id, method: code, idempotency_key: idemKey('o') },
      as,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  };
  const sale = (customerId: string, items: SaleItem[]) =>
    paidTillSaleFor(server, shop.token, customerId, items);
  const refundTart = async (id: string) => {
    const r = await server.call(
      '/res/order/refund',
      {
        id,
        reason: 'Back',
        lines: [{ product_id: tart._id, quantity: 1, restock: true }],
        idempotency_key: idemKey('r'),
      },
      as,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  const settings = await server.call('/res/loyalty/settings', { kind: 'points', percent: 5 }, as);
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const added = await server.call<Customer>('/res/customer/update', { name: `Customer ${i}` }, as);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    ids.push(added.data.customer_id);
  }
  const pointsSales = [];
  for (const id of ids) pointsSales.push(await sale(id, [{ product_id: tart._id, quantity: 2 }]));
  await refundTart(pointsSales[0]!);
  await payOnline(await placeOrder(server, shop.token, buyer.token, { price: 42, quantity: 1 }));
  const points = await list();
  // her account's entry (made by the list for her online order) is the first entry's
  const account = points.result.items.find((c) => c.user_id === buyer.user_id)!;
  const merged = await server.call(
    '/res/customer/merge',
    { keep_id: ids[0], merge_id: account.customer_id },
    as,
  );
  expect(merged.status, JSON.stringify(merged.body)).toBe(200);

  const card = await server.call(
    '/res/loyalty/settings',
    { kind: 'stamps', stamps: 10, reward: { product_id: tart._id } },
    as,
  );
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  const stampSales = [];
  for (const id of ids)
    stampSales.push(
      await sale(id, [
        { product_id: tart._id, quantity: 3 },
        { product_id: tea._id, quantity: 1 },
      ]),
    );
  await refundTart(stampSales[0]!);
  const cart = await addToCart(server, buyer.token, tart._id, 2);
  const placed = await server.call<{ orders: { order_id: string }[] }>(
    '/res/order/checkout',
    { id: cart, address_id: await addAddress(server, buyer.token), idempotency_key: idemKey('co') },
    { token: buyer.token },
  );
  await payOnline(placed.data.orders[0]!.order_id);
  const stamps = await list();
  const settled = await list();
  return { as, ids, points, stamps, settled };
}

describe(`the customer list's queries (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a page of 25 entries with points and stamps takes as many queries as a page of 5, with get’s figures', {
    timeout: 120_000,
  }, async () => {
    const small = await shopWith(5);
    const large = await shopWith(25);

    // every entry is on its page, with the points and stamps its own page shows
    for (const shop of [small, large]) {
      for (const page of [shop.stamps.result, shop.settled.result]) {
        expect(page.items.map((c) => c.customer_id).sort()).toEqual([...shop.ids].sort());
        for (const item of page.items) {
          const one = await server.call<Customer>(
            '/res/customer/get',
            { customer_id: item.customer_id },
            shop.as,
          );
          expect({ points: item.points, stamps: item.stamps }).toEqual({
            points: one.data.points,
            stamps: one.data.stamps,
          });
        }
      }
      // 2 tarts at $8 with 5 % back: 80 points; 3 tarts: 3 stamps. The first entry's refunded tarts took 40 points
      // and 1 stamp back, and her account's online orders added points ($42 at 5 %) and 2 stamps
      const byId = new Map(shop.settled.result.items.map((c) => [c.customer_id, c]));
      const [first, ...others] = shop.ids.map((id) => byId.get(id)!);
      expect(first!.points).toBe(40 + 210);
      expect(first!.stamps).toBe(2 + 2);
      expect(others.map((c) => [c.points, c.stamps])).toEqual(others.map(() => [80, 3]));
      const pointsPage = shop.points.result.items.filter((c) => c.user_id === null);
      expect(pointsPage.map((c) => c.points).sort()).toEqual(
        shop.ids.map((_, i) => (i === 0 ? 40 : 80)).sort(),
      );
    }

    // settling points, settling stamps, and reading what is settled: the same queries for 25 entries as for 5
    expect({
      points: large.points.queries,
      stamps: large.stamps.queries,
      settled: large.settled.queries,
    }).toEqual({
      points: small.points.queries,
      stamps: small.stamps.queries,
      settled: small.settled.queries,
    });
    // the page's own reads and the loyalty's: the shop's programme is read once (ofEntries gives the card's size),
    // and the points held by orders not yet paid in one query (decision 0283, "Redeeming online"); the names of
    // accounts new to the list in one (the author cards: decision 0095, 2026-12-01 addendum)
    expect({
      points: large.points.queries,
      stamps: large.stamps.queries,
      settled: large.settled.queries,
    }).toEqual({ points: 15, stamps: 15, settled: 13 });
  });
});
