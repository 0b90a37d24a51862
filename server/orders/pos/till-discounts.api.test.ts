import { describe, expect, it } from 'vitest';
import type { Order, Sale } from '../../../contract/orders';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import {
  paymentCode as codeOf,
  expectError,
  idemKey,
  newProduct,
  showOrder,
  stockOf,
} from '../testing/test-helpers';

const paymentCode = (token: string) => codeOf(server, token);

// docs/decisions/0232-till-discounts.md: "$10 off since you bought three", then 10 % off the bill; every figure
// exact to the cent through payment and a partial refund.
const server = await serverForFile();

async function sale(token: string, id: string): Promise<Sale> {
  const res = await server.call<{ items: Sale[] }>('/res/order/sales', { period: 'all' }, { token });
  return res.data.items.find((s) => s.order_id === id)!;
}

describe(`discounts at the till (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a line and a bill discount are exact to the cent in the draft, the paid sale and a partial refund', async () => {
    const me = await signUp(server, 's');
    const code = await paymentCode(me.token);
    const plums = await newProduct(server, me.token, {
      name: 'Preserved plums',
      price: 32,
      cost: 15,
      quantity: 10,
    });
    const rolls = await newProduct(server, me.token, {
      name: 'Egg rolls',
      price: 78,
      cost: 40,
      quantity: 10,
    });

    const draft = await server.call<{ order_id: string }>(
      '/res/order/create',
      {
        order_type: 'POS-Sell',
        item: { product_id: plums._id, quantity: 3, discount: { amount: 10 } },
        discount: { percent: 10 },
      },
      { token: me.token },
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const id = draft.data.order_id;
    // the bill's discount stays when an update leaves it out
    const updated = await server.call<Order>(
      '/res/order/update',
      {
        id,
        items: [
          { product_id: plums._id, quantity: 3, discount: { amount: 10 } },
          { product_id: rolls._id, quantity: 1, discount: 15 }, // the spec's percentage: ignored
        ],
      },
      { token: me.token },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // plums 96.00 − 10.00 = 86.00; rolls 78.00; 10 % of 164.00 = 16.40, spread 8.60 and 7.80
    expect(updated.data.items.map((l) => [l.name, l.total, l.discount_amount, l.line_discount])).toEqual([
      ['Preserved plums', 77.4, 18.6, { amount: 10 }],
      ['Egg rolls', 70.2, 7.8, null],
    ]);
    expect([updated.data.total, updated.data.discount_amount, updated.data.discount]).toEqual([
      147.6,
      16.4,
      { percent: 10 },
    ]);

    const paid = await server.call(
      '/res/order/received_payment',
      { id, method: code, idempotency_key: idemKey('d') },
      { token: me.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // fee 3 % per line: 77.40 → 2.32, 70.20 → 2.11; profit 77.40 − 45 − 2.32 + 70.20 − 40 − 2.11
    expect(await sale(me.token, id)).toMatchObject({
      total: 147.6,
      transaction_fee: 4.43,
      total_profit: 58.17,
    });
    const order = await showOrder(server, me.token, id);
    expect([order.total, order.discount_amount]).toEqual([147.6, 16.4]);

    // one plum back on the shelf: a third of its line, 25.80, and of its fee, 0.77 (77.40 does not divide by 3)
    const refund = (quantity: number) =>
      server.call<{ refund: { total: number; transaction_fee: number } }>(
        '/res/order/refund',
        {
          id,
          reason: 'Changed her mind',
          lines: [{ product_id: plums._id, quantity, restock: true }],
          idempotency_key: idemKey('r'),
        },
        { token: me.token },
      );
    const first = await refund(1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await sale(me.token, id)).toMatchObject({
      total: 121.8,
      transaction_fee: 3.66,
      total_profit: 48.14,
    });
    // the other two give back exactly the rest of the line: 51.60 and 1.55
    expect((await refund(2)).status).toBe(200);
    expect(await sale(me.token, id)).toMatchObject({
      total: 70.2,
      transaction_fee: 2.11,
      total_profit: 28.09,
    });
    expect(await stockOf(server, plums._id)).toBe(10);
  });

  it('refuses a discount above its line or bill, on an online cart, or badly formed, and writes nothing', async () => {
    const me = await signUp(server, 's');
    const buyer = await signUp(server, 'c');
    const tea = await newProduct(server, me.token, { name: 'Tieguanyin', price: 45, quantity: 10 });
    const create = (item: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      server.call(
        '/res/order/create',
        { order_type: 'POS-Sell', item: { product_id: tea._id, quantity: 2, ...item }, ...extra },
        { token: me.token },
      );
    const above = await create({ discount: { amount: 90.01 } });
    expectError(above, 400);
    expect(JSON.stringify(above.body)).toMatch(/more than the line/);
    expectError(await create({}, { discount: { amount: 91 } }), 400);
    for (const bad of [
      { amount: 0 },
      { amount: -5 },
      { percent: 0 },
      { percent: 101 },
      { percent: 10, amount: 1 },
      { amount: 1.001 },
      { off: 5 },
    ])
      expectError(await create({ discount: bad }), 400);
    // a whole line off is allowed: the total is 0, never below
    const free = await create({ discount: { percent: 100 } });
    expect(free.status).toBe(200);
    const freeDraft = await showOrder(server, me.token, (free.data as { order_id: string }).order_id);
    expect(freeDraft.total).toBe(0);
    // shoppers do not give themselves discounts
    expectError(
      await server.call(
        '/res/order/create',
        { order_type: 'Online-Sell', item: { product_id: tea._id, quantity: 1, discount: { percent: 50 } } },
        { token: buyer.token },
      ),
      400,
    );
    const cart = await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'Online-Sell', item: { product_id: tea._id, quantity: 1 } },
      { token: buyer.token },
    );
    expectError(
      await server.call(
        '/res/order/update',
        { id: cart.data.order_id, items: [{ product_id: tea._id, quantity: 1 }], discount: { amount: 5 } },
        { token: buyer.token },
      ),
      400,
    );
    expect((await showOrder(server, buyer.token, cart.data.order_id)).total).toBe(45);
    // an update making the kept bill discount larger than the bill is refused
    const ok = await create({}, { discount: { amount: 80 } });
    const okId = (ok.data as { order_id: string }).order_id;
    expectError(
      await server.call(
        '/res/order/update',
        { id: okId, items: [{ product_id: tea._id, quantity: 1 }] },
        { token: me.token },
      ),
      400,
    );
    expect((await showOrder(server, me.token, okId)).items[0]!.quantity).toBe(2);
    expect(await stockOf(server, tea._id)).toBe(10);
  });

  it('an offline sale carries its bill discount; one larger than the bill takes the whole bill, not a refusal', async () => {
    const me = await signUp(server, 's');
    const tea = await newProduct(server, me.token, { name: 'Tieguanyin', price: 45, cost: 20, quantity: 10 });
    const record = (discount: unknown) =>
      server.call<{ order_id: string; total: number; total_profit: number }>(
        '/res/order/offline_sale',
        {
          idempotency_key: idemKey('off'),
          method: 'cash',
          sold_at: Date.now(),
          items: [{ product_id: tea._id, quantity: 2 }],
          discount,
        },
        { token: me.token },
      );
    const sold = await record({ amount: 10 });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect([sold.data.total, sold.data.total_profit]).toEqual([80, 40]);
    expect((await showOrder(server, me.token, sold.data.order_id)).discount_amount).toBe(10);
    // the goods are gone already: too large a discount is the whole bill
    const free = await record({ amount: 500 });
    expect(free.data.total).toBe(0);
    expectError(await record({ percent: 120 }), 400);
    // a line's own discount too, within its line, then the bill's: 90 − 5 = 85, less 10 % = 76.50
    const both = await server.call<{ total: number }>(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('off'),
        method: 'cash',
        sold_at: Date.now(),
        items: [{ product_id: tea._id, quantity: 2, discount: { amount: 5 } }],
        discount: { percent: 10 },
      },
      { token: me.token },
    );
    expect(both.data.total).toBe(76.5);
    expect(await stockOf(server, tea._id)).toBe(4);
  });
});
