import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../contract/orders';
import { serverWithSeller } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { cents, expectError, idemKey, newProduct, stockOf } from '../testing/test-helpers';

// docs/decisions/0081-offline-point-of-sale.md
const { server, seller } = await serverWithSeller();
const other = await signUp(server, 's');
const customer = await signUp(server, 'c');

type Recorded = {
  order_id: string;
  total: number;
  transaction_fee: number;
  total_profit: number;
  oversold: { product_id: string; short_units: number; stock: number }[];
};

function record(token: string | undefined, body: Record<string, unknown>) {
  return server.call<Recorded>('/res/order/offline_sale', body, token ? { token } : {});
}

async function posSales(token: string): Promise<Sale[]> {
  const res = await server.call<{ items: Sale[] }>('/res/order/sales', { channel: 'pos' }, { token });
  return res.data.items;
}

describe(`offline POS sales (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('the same offline sale sent 20 times at once is recorded once and the stock taken once', async () => {
    const p = await newProduct(server, seller.token, { quantity: 10, price: 20, cost: 5 });
    const q = await newProduct(server, seller.token, { quantity: 10, price: 7.5, cost: 2 });
    const key = idemKey('offline');
    const body = {
      idempotency_key: key,
      method: 'cash',
      sold_at: Date.now() - 60_000,
      items: [
        { product_id: p._id, quantity: 2 },
        { product_id: q._id, quantity: 1 },
      ],
    };
    const before = (await posSales(seller.token)).length;
    const results = await Promise.all(Array.from({ length: 20 }, () => record(seller.token, body)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = new Set(results.map((r) => r.data.order_id));
    expect(ids.size).toBe(1);
    expect(cents(results[0]!.data.total)).toBe(4750);
    expect(results[0]!.data.oversold).toEqual([]);
    expect(await stockOf(server, p._id)).toBe(8);
    expect(await stockOf(server, q._id)).toBe(9);
    const sales = await posSales(seller.token);
    expect(sales.length).toBe(before + 1);
    const sale = sales.find((s) => s.order_id === [...ids][0])!;
    expect(sale.status).toBe('completed');
    expect(sale.payment_method?.kind).toBe('cash');
    expect(cents(sale.total)).toBe(4750);
    expect(cents(sale.total_profit!)).toBe(cents(sale.total) - cents(sale.transaction_fee) - (2 * 500 + 200));
    // and once more later: the first answer
    const later = await record(seller.token, body);
    expect(later.data.order_id).toBe([...ids][0]);
  });

  it('a sale whose stock ran out meanwhile is recorded, flagged oversold, the stock shown as it is', async () => {
    const p = await newProduct(server, seller.token, { quantity: 1, price: 10 });
    const res = await record(seller.token, {
      idempotency_key: idemKey('oversold'),
      method: 'cash',
      sold_at: Date.now(),
      items: [{ product_id: p._id, quantity: 3 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cents(res.data.total)).toBe(3000);
    expect(res.data.oversold).toMatchObject([{ product_id: p._id, short_units: 2, stock: 0 }]);
    expect(await stockOf(server, p._id)).toBe(0);
    const flagged = await server.call<{ items: { order_id: string; short_units: number; stock: number }[] }>(
      '/res/order/oversold',
      {},
      { token: seller.token },
    );
    expect(flagged.data.items.find((i) => i.order_id === res.data.order_id)).toMatchObject({
      short_units: 2,
      stock: 0,
    });
    // another seller sees none of it
    const theirs = await server.call<{ items: unknown[] }>('/res/order/oversold', {}, { token: other.token });
    expect(theirs.data.items).toEqual([]);
  });

  it('refuses another seller’s product, a customer and an anonymous caller; an unknown payment code', async () => {
    const p = await newProduct(server, seller.token, { quantity: 5 });
    const body = {
      idempotency_key: idemKey('owner'),
      method: 'cash',
      sold_at: Date.now(),
      items: [{ product_id: p._id, quantity: 1 }],
    };
    expectError(await record(other.token, body), 403);
    expectError(await record(customer.token, body), 403);
    expectError(await record(undefined, body), 401, 40015);
    expect(await stockOf(server, p._id)).toBe(5);
    expectError(await server.call('/res/order/oversold', {}, { token: customer.token }), 403);
    expectError(await server.call('/res/order/oversold', {}), 401, 40015);
    // a payment code of another seller is not a method of this one
    expectError(await record(seller.token, { ...body, method: 'no-such-code' }), 404);
  });
});
