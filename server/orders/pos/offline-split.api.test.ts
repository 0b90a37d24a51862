import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { serverForFile } from '../../testing/file-server';
import { signUp, type TestSession } from '../../testing/test-server';
import { receiptOf } from '../testing/receipts';
import { refundSale } from '../testing/refunds';
import { centsIn, expectMethodsAddUpToTotal, salesCsv } from '../testing/sales-csv';
import { expectLastPartFirstThenPicked, splitShop } from '../testing/split-shop';
import { expectError, idemKey, newProduct, paymentCode, stockOf } from '../testing/test-helpers';

/**
 * Split payments on the offline till (docs/decisions/0281-split-payments.md, "Offline"): `/res/order/offline_sale`
 * takes `payments` as received_payment does, records each part in order_payments once per key, and the receipt,
 * the sales CSV and refunds by method read them as for a split at the online till.
 */
const server = await serverForFile();

type Recorded = { order_id: string; total: number; rounding: number; transaction_fee: number };

function record(seller: TestSession, body: Record<string, unknown>) {
  return server.call<Recorded>(
    '/res/order/offline_sale',
    { sold_at: Date.now() - 60_000, ...body },
    { token: seller.token },
  );
}

describe(`offline split payments (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('an offline sale paid by cash and an FPS code is recorded once after two syncs, with its change, to check, on its receipt and in the CSV', async () => {
    const { seller, fps, p, q } = await splitShop(server);
    const t = { token: seller.token };
    // $491.35: $200 by FPS, $300 cash handed over: cash pays $291.35 → $291.40 rounded, $8.60 change
    const body = {
      idempotency_key: idemKey('offline'),
      sold_at: Date.now() - 60_000,
      payments: [
        { method: fps, amount: 200 },
        { method: 'cash', amount: 300 },
      ],
      items: [
        { product_id: p._id, quantity: 1 },
        { product_id: q._id, quantity: 2 },
      ],
    };
    const first = await record(seller, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await record(seller, body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(first.data).toMatchObject({ total: 491.4, rounding: 0.05 });
    // the fee is the FPS part's: 3 % of its $200 share, not of the cash
    expect(first.data.transaction_fee).toBeGreaterThan(5.9);
    expect(first.data.transaction_fee).toBeLessThan(6.1);
    expect(await stockOf(server, p._id)).toBe(9);
    expect(await stockOf(server, q._id)).toBe(8);
    const id = first.data.order_id;

    const order = (await server.call<Order>('/res/order/show_one', { id }, t)).data;
    expect(order.payment_method).toMatchObject({ kind: 'split', code_id: null });
    // its FPS part was taken offline, unseen: the sale is to check (decision 0276)
    expect(order.to_check).toBe(true);

    // the receipt lists both parts once, the cash with what was handed over and the change
    const receipt = await receiptOf(server, seller.token, id);
    expect(receipt.payments).toEqual([
      expect.objectContaining({ seq: 0, amount: 200, tendered: 200, change: 0 }),
      expect.objectContaining({ seq: 1, amount: 291.4, tendered: 300, change: 8.6 }),
    ]);

    // the sales CSV's method columns add up to the total, row by row and by part
    const { rows } = await salesCsv(server, t);
    const sold = rows.filter((r) => r.sale_number === id.slice(-8).toUpperCase());
    expect(sold.length).toBeGreaterThan(0);
    expectMethodsAddUpToTotal(sold);
    const sum = (col: string) => sold.reduce((n, r) => n + centsIn(r, col), 0);
    expect(sum('total')).toBe(49140);
    expect(sum('paid_fps')).toBe(20000);
    expect(sum('paid_cash')).toBe(29140);
  });

  it('an offline split sale is refunded by method as an online split is', async () => {
    const { seller, fps, p, q } = await splitShop(server);
    const payme = await paymentCode(server, seller.token, 'payme');
    const sale = await record(seller, {
      idempotency_key: idemKey('offline'),
      payments: [
        { method: 'cash', amount: 100 },
        { method: fps, amount: 191.35 },
        { method: payme, amount: 200 },
      ],
      items: [
        { product_id: p._id, quantity: 1 },
        { product_id: q._id, quantity: 2 },
      ],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.data).toMatchObject({ total: 491.35, rounding: 0 });
    const id = sale.data.order_id;
    // most recent part first (PayMe), then the part the seller picks (cash)
    await expectLastPartFirstThenPicked(server, seller.token, id, q._id);
    const c = await refundSale(server, seller.token, id, { back_to: 0 });
    expect(c.refund.parts!.map((x) => [x.method.kind, x.amount])).toEqual([
      ['cash', 80],
      ['fps', 191.35],
      ['payme', 180],
    ]);
    expect(c.summary.refundable).toBe(0);
  });

  it('parts that do not pay the bill are refused as online, and the key stays free; method alone still works', async () => {
    const seller = await signUp(server, 's');
    const fps = await paymentCode(server, seller.token, 'fps');
    const p = await newProduct(server, seller.token, { price: 100, quantity: 10 });
    const items = [{ product_id: p._id, quantity: 1 }];
    const key = idemKey('offline');
    const short = await record(seller, {
      idempotency_key: key,
      payments: [
        { method: fps, amount: 50 },
        { method: 'cash', amount: 20 },
      ],
      items,
    });
    // the same answer as received_payment gives such parts (server/orders/payments/split-payments.api.test.ts)
    expectError(short, 400);
    expectError(
      await record(seller, {
        idempotency_key: idemKey('o'),
        payments: [{ method: fps, amount: 150 }],
        items,
      }),
      400,
    );
    expectError(
      await record(seller, {
        idempotency_key: idemKey('o'),
        method: 'cash',
        payments: [{ method: 'cash', amount: 100 }],
        items,
      }),
      400,
    );
    expectError(await record(seller, { idempotency_key: idemKey('o'), items }), 400);
    // nothing was sold
    expect(await stockOf(server, p._id)).toBe(10);
    // the same key, now paying the bill, records the sale
    const ok = await record(seller, {
      idempotency_key: key,
      payments: [
        { method: fps, amount: 50 },
        { method: 'cash', amount: 60 },
      ],
      items,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await receiptOf(server, seller.token, ok.data.order_id)).payments).toEqual([
      expect.objectContaining({ amount: 50, change: 0 }),
      expect.objectContaining({ amount: 50, tendered: 60, change: 10 }),
    ]);
    // `method` alone, as existing tills send it: recorded as before, its one part a row as online
    const cash = await record(seller, { idempotency_key: idemKey('o'), method: 'cash', items });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const order = (
      await server.call<Order>('/res/order/show_one', { id: cash.data.order_id }, { token: seller.token })
    ).data;
    expect(order.payment_method).toMatchObject({ kind: 'cash' });
    expect(order.to_check).toBe(false);
    // a one-method sale is refunded in full as before
    const back = await refundSale(server, seller.token, cash.data.order_id, {});
    expect(back.refund.total).toBe(100);
  });
});
