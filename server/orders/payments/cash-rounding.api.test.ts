import { describe, expect, it } from 'vitest';
import type { DayClose, DayFigures } from '../../../contract/day-close';
import type { RefundSummary } from '../../../contract/order-refunds';
import type { Order } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import type { SellingSettings } from '../../../contract/selling-settings';
import { serverForFile } from '../../testing/file-server';
import { signUp, type TestSession } from '../../testing/test-server';
import { salesCsv } from '../testing/sales-csv';
import { expectError, idemKey, newProduct, placeOrder, showOrder } from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

/**
 * Cash rounding to 10¢ (docs/decisions/0264-cash-rounding.md) on SQLite and PostgreSQL: the till, the offline till
 * and an online order paid in cash round their total half up; FPS pays to the cent; a shop can switch it off; the
 * receipt prints the row, the day close counts it, refunds give it back cumulatively.
 */
const server = await serverForFile();

async function receiptOf(seller: TestSession, id: string): Promise<Receipt> {
  const link = await server.call<{ token: string }>('/res/receipt/link', { id }, { token: seller.token });
  return (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
}

describe(`cash rounding (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a $451.35 cash sale at the till records $451.40 with 5¢ of rounding; the receipt rows add up; profit stays exact', async () => {
    const seller = await signUp(server, 's');
    const p = await newProduct(server, seller.token, { price: 451.35, cost: 400, quantity: 5 });
    const order = await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 1 }]);
    expect(order).toMatchObject({ status: 'completed', total: 451.4, rounding: 0.05, refunded: 0 });
    // profit is the line's: 451.35 − 400, no fee on cash
    expect(order.total_profit).toBeCloseTo(51.35, 2);
    expect((await showOrder(server, seller.token, order.order_id)).rounding).toBe(0.05);

    const receipt = await receiptOf(seller, order.order_id);
    expect(receipt).toMatchObject({
      subtotal: 451.35,
      discount: 0,
      delivery: 0,
      rounding: 0.05,
      total: 451.4,
      net_total: 451.4,
    });
    expect(receipt.subtotal - receipt.discount + receipt.delivery + receipt.rounding).toBeCloseTo(
      receipt.total,
      9,
    );

    // 451.34 rounds down
    const q = await newProduct(server, seller.token, { price: 451.34, quantity: 5 });
    const down = await paidTillSale(server, seller.token, [{ product_id: q._id, quantity: 1 }]);
    expect(down).toMatchObject({ total: 451.3, rounding: -0.04 });
    expect((await receiptOf(seller, down.order_id)).rounding).toBe(-0.04);
  });

  it('FPS pays to the cent, and a shop that switched rounding off takes cash to the cent', async () => {
    const seller = await signUp(server, 's');
    const t = { token: seller.token };
    await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }, t);
    const p = await newProduct(server, seller.token, { price: 451.35, quantity: 10 });
    const fps = await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 1 }], {
      method: 'fps',
    });
    expect(fps.payment_method?.kind).toBe('fps');
    expect(fps).toMatchObject({ total: 451.35, rounding: 0 });
    expect((await receiptOf(seller, fps.order_id)).rounding).toBe(0);

    // on by default; the seller switches it off
    expect((await server.call<SellingSettings>('/res/selling_settings/get', {}, t)).data).toEqual({
      cash_rounding: true,
    });
    const off = await server.call<SellingSettings>(
      '/res/selling_settings/update',
      { cash_rounding: false },
      t,
    );
    expect(off.data).toEqual({ cash_rounding: false });
    expect((await server.call<SellingSettings>('/res/selling_settings/get', {}, t)).data.cash_rounding).toBe(
      false,
    );
    const cash = await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 1 }]);
    expect(cash).toMatchObject({ total: 451.35, rounding: 0 });
    // and back on
    await server.call('/res/selling_settings/update', { cash_rounding: true }, t);
    expect((await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 1 }])).total).toBe(
      451.4,
    );

    // a buyer has no selling settings; nobody else changes hers
    const buyer = await signUp(server, 'c');
    expectError(await server.call('/res/selling_settings/get', {}, { token: buyer.token }), 403);
    expectError(await server.call('/res/selling_settings/update', { cash_rounding: false }), 401);
  });

  it('an offline cash sale and an online order paid in cash round too; the day close expects the rounded cash', async () => {
    const seller = await signUp(server, 's');
    const buyer = await signUp(server, 'c');
    const t = { token: seller.token };
    const p = await newProduct(server, seller.token, { price: 451.35, quantity: 10 });
    const q = await newProduct(server, seller.token, { price: 12.33, quantity: 10 });
    await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 1 }]); // 451.40
    const offline = await server.call<{ total: number; rounding: number; order_id: string }>(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('off'),
        method: 'cash',
        sold_at: Date.now() - 60_000,
        items: [{ product_id: q._id, quantity: 2 }],
      },
      t,
    );
    // 24.66 → 24.70
    expect(offline.data).toMatchObject({ total: 24.7, rounding: 0.04 });
    expect((await showOrder(server, seller.token, offline.data.order_id)).rounding).toBe(0.04);

    const online = await placeOrder(server, seller.token, buyer.token, { price: 33.32 });
    const paid = await server.call<{ order: Order }>(
      '/res/order/received_payment',
      { id: online, method: 'cash', idempotency_key: idemKey('pay') },
      t,
    );
    expect(paid.data.order).toMatchObject({ status: 'paid', rounding: -0.02 });
    expect(paid.data.order.total).toBeCloseTo(
      paid.data.order.items[0]!.total + paid.data.order.delivery_fee - 0.02,
      9,
    );
    expect(Math.round(paid.data.order.total * 100) % 10).toBe(0);
    // the buyer sees the same order
    expect((await showOrder(server, buyer.token, online)).total).toBe(paid.data.order.total);

    const figures = await server.call<{ figures: DayFigures }>('/res/pos/day_close/figures', {}, t);
    const cashSales = 451.4 + 24.7 + paid.data.order.total;
    expect(figures.data.figures.cash_sales).toBeCloseTo(cashSales, 9);
    // of which rounding: +0.05 (till) +0.04 (offline) −0.02 (online)
    expect(figures.data.figures.cash_rounding).toBeCloseTo(0.07, 9);
    const closed = await server.call<DayClose>(
      '/res/pos/day_close/save',
      { opening_float: 500, counted_cash: 500 + cashSales },
      t,
    );
    expect(closed.data.expected_cash).toBeCloseTo(500 + cashSales, 9);
    expect(closed.data.difference).toBeCloseTo(0, 9);
    expect(closed.data.cash_rounding).toBeCloseTo(0.07, 9);
  });

  it('refunds of a cash-rounded sale give the rounding back cumulatively: never more than was paid, in all exactly it', async () => {
    const seller = await signUp(server, 's');
    const t = { token: seller.token };
    const p = await newProduct(server, seller.token, { price: 150.45, quantity: 10 });
    const sale = await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 3 }]);
    // 3 × 150.45 = 451.35 → 451.40
    expect(sale).toMatchObject({ total: 451.4, rounding: 0.05 });
    const summary0 = (await server.call<RefundSummary>('/res/order/refunds', { id: sale.order_id }, t)).data;
    expect(summary0).toMatchObject({ paid: 451.4, rounding: 0.05, cash_rounding: true, refunded_exact: 0 });

    const refundOne = async () =>
      (
        await server.call<{ refund: { total: number; rounding: number }; summary: RefundSummary }>(
          '/res/order/refund',
          {
            id: sale.order_id,
            reason: 'Changed mind',
            idempotency_key: idemKey('refund'),
            lines: [{ product_id: p._id, quantity: 1, restock: true }],
          },
          t,
        )
      ).data;
    // 150.45 → round10(150.45) − 0 = 150.50
    const first = await refundOne();
    expect(first.refund).toMatchObject({ total: 150.5, rounding: 0.05 });
    expect(first.summary).toMatchObject({ refunded: 150.5, refunded_exact: 150.45, refundable: 300.9 });
    // 300.90 − 150.50 = 150.40
    const second = await refundOne();
    expect(second.refund).toMatchObject({ total: 150.4, rounding: -0.05 });
    // 451.40 − 300.90 = 150.50
    const third = await refundOne();
    expect(third.refund).toMatchObject({ total: 150.5, rounding: 0.05 });
    expect(third.summary).toMatchObject({ refunded: 451.4, refundable: 0 });
    const after = await showOrder(server, seller.token, sale.order_id);
    expect(after).toMatchObject({ total: 0, refunded: 451.4, rounding: 0.05 });
    // profit went back by the exact line amounts: the sale's profit is 0 less the costs kept (restocked: 0)
    expect(after.total_profit).toBeCloseTo(0, 9);
    const receipt = await receiptOf(seller, sale.order_id);
    expect(receipt.refunds.map((r) => r.rounding)).toEqual([0.05, -0.05, 0.05]);
    expect(receipt.net_total).toBe(0);

    // the sales CSV: a "Cash rounding" row for the sale and for each refund that gave rounding back, so its
    // total column still adds up to the sales (here all refunded: 0)
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const { rows } = await salesCsv(server, t, { from: today });
    const rounding = rows.filter((r) => r.product === 'Cash rounding');
    expect(rounding.map((r) => [r.total, r.fee, r.profit, r.refund_number === ''])).toEqual([
      ['0.05', '0.00', '0.00', true],
      ['-0.05', '0.00', '0.00', false],
      ['0.05', '0.00', '0.00', false],
      ['-0.05', '0.00', '0.00', false],
    ]);
    expect(rows.reduce((n, r) => n + Math.round(Number(r.total) * 100), 0)).toBe(0);
  });
});
