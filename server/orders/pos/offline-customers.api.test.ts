import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../contract/customers';
import { serverForFile } from '../../testing/file-server';
import { signUp, type TestSession } from '../../testing/test-server';
import { memberOf } from '../testing/member-sales';
import { idemKey, newProduct } from '../testing/test-helpers';

// docs/decisions/0283-loyalty.md, "Customers on the offline till": an offline sale names its customer by her entry's
// id or by her member QR's code (resolved at sync as /res/customer/member resolves it), earns her points or stamps
// once however often it is synced, and a customer not of the shop makes a walk-in sale, never a refusal.
const server = await serverForFile();

type Recorded = { order_id: string; total: number; customer_id: string | null; customer_dropped: boolean };

const offlineSale = (token: string, body: Record<string, unknown>) =>
  server.call<Recorded>('/res/order/offline_sale', body, { token });

/**
 * an offline cash sale of `quantity` units as the offline till queues it, sold now (a sale sold before the shop's
 * programme started earns nothing, offline or not: decision 0283)
 */
const saleBody = (productId: string, quantity: number, customer: Record<string, string> = {}) => ({
  idempotency_key: idemKey('offline'),
  method: 'cash',
  sold_at: Date.now(),
  items: [{ product_id: productId, quantity }],
  ...customer,
});

async function balanceOf(shop: TestSession, shopper: TestSession) {
  const res = await server.call<{ points: number; stamps: number }>(
    '/res/loyalty/balance',
    { seller_id: shop.user_id },
    { token: shopper.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

async function visitsOf(shop: TestSession, customerId: string): Promise<number> {
  const res = await server.call<Customer>(
    '/res/customer/get',
    { customer_id: customerId },
    { token: shop.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.visits;
}

describe(`customers on the offline till (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a sale with customer_id earns her points once, synced twice and three times at once', async () => {
    const shop = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const scallops = await newProduct(server, shop.token, {
      name: 'Dried scallops',
      price: 100,
      quantity: 50,
    });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 5 }, { token: shop.token });
    const her = await memberOf(server, shop, mei);
    // the list the offline till keeps on the phone: id, name and phone of each entry, no figures
    const kept = await server.call<{ items: { customer_id: string; name: string; phone: string }[] }>(
      '/res/customer/till_list',
      {},
      { token: shop.token },
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.data.items.map((c) => c.customer_id)).toEqual([her]);
    expect(Object.keys(kept.data.items[0]!).sort()).toEqual(['customer_id', 'name', 'phone']);
    expect((await server.call('/res/customer/till_list', {}, { token: mei.token })).status).toBe(403);

    // the same queued sale sent twice (a lost answer): one order, her entry on it
    const once = saleBody(scallops._id, 2, { customer_id: her });
    const first = await offlineSale(shop.token, once);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.data).toMatchObject({ total: 200, customer_id: her, customer_dropped: false });
    const again = await offlineSale(shop.token, once);
    expect(again.data.order_id).toBe(first.data.order_id);
    // 5 % of $200.00
    expect((await balanceOf(shop, mei)).points).toBe(1000);

    // another sale sent by two tabs and a retry at once
    const twice = saleBody(scallops._id, 1, { customer_id: her });
    const copies = await Promise.all([1, 2, 3].map(() => offlineSale(shop.token, twice)));
    for (const c of copies) expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(new Set(copies.map((c) => c.data.order_id)).size).toBe(1);
    // read twice: settled once, 5 % of $100.00 more
    expect((await balanceOf(shop, mei)).points).toBe(1500);
    expect((await balanceOf(shop, mei)).points).toBe(1500);
    expect(await visitsOf(shop, her)).toBe(2);
    // and a third sync of the first batch changes nothing
    expect((await offlineSale(shop.token, once)).data.order_id).toBe(first.data.order_id);
    expect((await balanceOf(shop, mei)).points).toBe(1500);
  });

  it('a sale with member_code is hers: resolved at sync as the member QR is, and earns', async () => {
    const shop = await signUp(server, 's');
    const other = await signUp(server, 's');
    const kiki = await signUp(server, 'c');
    const tea = await newProduct(server, shop.token, { name: 'Pu-erh tea', price: 40, quantity: 50 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, { token: shop.token });
    // she opens her card at the shop (her entry is made then); the till scans it offline and cannot ask
    const card = await server.call<{ qr: string }>(
      '/res/customer/member_card',
      { seller_id: shop.user_id },
      { token: kiki.token },
    );
    const sold = await offlineSale(shop.token, saleBody(tea._id, 3, { member_code: card.data.qr }));
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const entry = await memberOf(server, shop, kiki);
    expect(sold.data).toMatchObject({ customer_id: entry, customer_dropped: false });
    expect(await visitsOf(shop, entry)).toBe(1);
    // 10 % of $120.00
    expect((await balanceOf(shop, kiki)).points).toBe(1200);

    // the bare code (a scanner that drops the prefix) names her too
    const bare = card.data.qr.replace('stallfeed:member:', '');
    const alsoHers = await offlineSale(shop.token, saleBody(tea._id, 1, { member_code: bare }));
    expect(alsoHers.data.customer_id).toBe(entry);
    expect((await balanceOf(shop, kiki)).points).toBe(1600);

    // her card at another shop names no one here: a walk-in sale, recorded all the same
    const elsewhere = await server.call<{ qr: string }>(
      '/res/customer/member_card',
      { seller_id: other.user_id },
      { token: kiki.token },
    );
    const foreign = await offlineSale(shop.token, saleBody(tea._id, 1, { member_code: elsewhere.data.qr }));
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
    expect(foreign.data).toMatchObject({ customer_id: null, customer_dropped: true });
    expect((await balanceOf(shop, kiki)).points).toBe(1600);
  });

  it('an unknown or another shop’s customer id records a walk-in sale, never a refusal', async () => {
    const shop = await signUp(server, 's');
    const other = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const buns = await newProduct(server, shop.token, { name: 'Pineapple bun', price: 10, quantity: 50 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 5 }, { token: shop.token });
    const hersElsewhere = await memberOf(server, other, mei);
    const her = await memberOf(server, shop, mei);

    for (const id of ['no-such-customer', hersElsewhere]) {
      const sold = await offlineSale(shop.token, saleBody(buns._id, 2, { customer_id: id }));
      expect(sold.status, JSON.stringify(sold.body)).toBe(200);
      expect(sold.data).toMatchObject({ total: 20, customer_id: null, customer_dropped: true });
    }
    // the sales are the shop's, as walk-ins: her figures and points are untouched
    expect(await visitsOf(shop, her)).toBe(0);
    expect((await balanceOf(shop, mei)).points).toBe(0);
    const sales = await server.call<{ items: { order_id: string }[] }>(
      '/res/order/sales',
      { channel: 'pos' },
      { token: shop.token },
    );
    expect(sales.data.items).toHaveLength(2);
    // a sale without a customer says nothing was dropped
    const walkIn = await offlineSale(shop.token, saleBody(buns._id, 1));
    expect(walkIn.data).toMatchObject({ customer_id: null, customer_dropped: false });
  });

  it('a stamp card shop gives a stamp per qualifying unit of an offline sale, once', async () => {
    const shop = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const tart = await newProduct(server, shop.token, { name: 'Egg tart', price: 8, quantity: 50 });
    const tea = await newProduct(server, shop.token, { name: 'Milk tea', price: 38, quantity: 50 });
    const set = await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 5, reward: { product_id: tart._id } },
      { token: shop.token },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const her = await memberOf(server, shop, mei);
    const body = {
      ...saleBody(tart._id, 3, { customer_id: her }),
      items: [
        { product_id: tart._id, quantity: 3 },
        { product_id: tea._id, quantity: 1 },
      ],
    };
    await Promise.all([offlineSale(shop.token, body), offlineSale(shop.token, body)]);
    expect((await offlineSale(shop.token, body)).status).toBe(200);
    // three tarts: three stamps; the tea is not the card's
    expect((await balanceOf(shop, mei)).stamps).toBe(3);
    expect((await balanceOf(shop, mei)).stamps).toBe(3);
  });
});
