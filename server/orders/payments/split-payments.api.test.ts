import { describe, expect, it } from 'vitest';
import type { DayFigures } from '../../../contract/day-close';
import type { Order } from '../../../contract/orders';
import type { ShiftReport } from '../../../contract/shifts';
import { serverForFile } from '../../testing/file-server';
import { signUp, type TestSession } from '../../testing/test-server';
import { receiptOf } from '../testing/receipts';
import { refundSale } from '../testing/refunds';
import { centsIn, expectMethodsAddUpToTotal, type SalesCsvRow, salesCsv } from '../testing/sales-csv';
import { expectLastPartFirstThenPicked, splitShop } from '../testing/split-shop';
import { expectError, idemKey, newProduct, paymentCode } from '../testing/test-helpers';

/**
 * Split payments (issue 56 item 5; docs/decisions/0281-split-payments.md) on SQLite and PostgreSQL: one sale paid by
 * FPS and cash, change only from cash, reconciling to the cent in the shift report and the day close; refunds by
 * method, most recent part first unless the seller picks; the receipt lists each method.
 */
const server = await serverForFile();

async function draft(seller: TestSession, items: { product_id: string; quantity: number }[]) {
  const t = { token: seller.token };
  const id = (
    await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: items[0] },
      t,
    )
  ).data.order_id;
  if (items.length > 1) {
    const updated = await server.call('/res/order/update', { id, items }, t);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  }
  return id;
}

async function pay(seller: TestSession, id: string, body: Record<string, unknown>) {
  return server.call<{ order: Order }>(
    '/res/order/received_payment',
    { id, idempotency_key: idemKey('pay'), ...body },
    { token: seller.token },
  );
}

describe(`split payments (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a shift with cash in and out and a split sale (FPS + cash with change) reconciles to the cent in the shift and day reports', async () => {
    const { seller, fps, p, q } = await splitShop(server);
    const t = { token: seller.token };
    const opened = await server.call<ShiftReport>(
      '/res/shift/open',
      { float: 300, idempotency_key: idemKey('o') },
      t,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    for (const [amount, reason] of [
      [50, 'Coins from the bank'],
      [-20, 'Lunch'],
    ] as const) {
      const m = await server.call(
        '/res/shift/cash_move',
        { amount, reason, idempotency_key: idemKey('m') },
        t,
      );
      expect(m.status, JSON.stringify(m.body)).toBe(200);
    }

    // $491.35: $200 by FPS, $300 cash handed over: cash pays $291.35 → $291.40 rounded, $8.60 change
    const id = await draft(seller, [
      { product_id: p._id, quantity: 1 },
      { product_id: q._id, quantity: 2 },
    ]);
    // FPS alone cannot pay more than the bill (no change from FPS), and the parts must pay it all
    expectError(await pay(seller, id, { payments: [{ method: fps, amount: 500 }] }), 400);
    expectError(
      await pay(seller, id, {
        payments: [
          { method: fps, amount: 200 },
          { method: 'cash', amount: 200 },
        ],
      }),
      400,
    );
    expectError(await pay(seller, id, { method: 'cash', payments: [{ method: 'cash', amount: 500 }] }), 400);
    const paid = await pay(seller, id, {
      payments: [
        { method: fps, amount: 200 },
        { method: 'cash', amount: 300 },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.data.order).toMatchObject({ status: 'completed', total: 491.4, rounding: 0.05 });
    expect(paid.data.order.payment_method).toMatchObject({ kind: 'split', code_id: null });
    // the fee is the FPS part's: 3 % of its $200 share, not of the cash
    expect(paid.data.order.transaction_fee).toBeGreaterThan(5.9);
    expect(paid.data.order.transaction_fee).toBeLessThan(6.1);

    // a plain cash sale beside it, $20 (no rounding)
    const plain = await draft(seller, [{ product_id: q._id, quantity: 1 }]);
    expect((await pay(seller, plain, { method: 'cash' })).status).toBe(200);

    // a refund of $20 of the split sale goes back to its most recent part: the cash
    const first = await refundSale(server, seller.token, id, {
      lines: [{ product_id: q._id, quantity: 1, restock: true }],
    });
    expect(first.refund.total).toBe(20);
    expect(first.refund.parts).toEqual([expect.objectContaining({ seq: 1, amount: 20 })]);
    expect(first.refund.parts![0]!.method.kind).toBe('cash');

    // float 300 + cash 291.40 + 20 − refund 20 + in 50 − out 20 = 621.40; FPS 200 apart
    const report = (await server.call<{ shift: ShiftReport }>('/res/shift/report', {}, t)).data.shift;
    expect(report).toMatchObject({
      float: 300,
      cash_sales: 311.4,
      cash_refunds: 20,
      cash_rounding: 0.05,
      cash_in: 50,
      cash_out: 20,
      expected_cash: 621.4,
      sales: 2,
      net: 491.4,
    });
    expect(report.methods.find((m) => m.kind === 'fps')).toMatchObject({ sales: 1, amount: 200 });
    expect(report.methods.some((m) => m.kind === 'split')).toBe(false);
    const closed = await server.call<ShiftReport>(
      '/res/shift/close',
      { counted: 621.4, idempotency_key: idemKey('c') },
      t,
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.data).toMatchObject({ expected_cash: 621.4, difference: 0 });

    const day = (await server.call<{ figures: DayFigures }>('/res/pos/day_close/figures', {}, t)).data
      .figures;
    expect(day).toMatchObject({ cash_sales: 311.4, cash_refunds: 20, cash_in: 50, cash_out: 20, net: 491.4 });
    expect(day.other).toEqual([expect.objectContaining({ kind: 'fps', sales: 1, amount: 200 })]);
    const saved = await server.call<{ expected_cash: number; difference: number }>(
      '/res/pos/day_close/save',
      { opening_float: 300, counted_cash: 621.4 },
      t,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.data).toMatchObject({ expected_cash: 621.4, difference: 0 });

    // the receipt lists each method, the cash with what was handed over and the change
    const receipt = await receiptOf(server, seller.token, id);
    expect(receipt.payments).toEqual([
      expect.objectContaining({ seq: 0, amount: 200, tendered: 200, change: 0 }),
      expect.objectContaining({ seq: 1, amount: 291.4, tendered: 300, change: 8.6 }),
    ]);
  });

  it('refunds a split sale by method: most recent first, the seller’s pick first, cash never more than taken, to the cent', async () => {
    const { seller, fps, p, q } = await splitShop(server);
    const payme = await paymentCode(server, seller.token, 'payme');
    const id = await draft(seller, [
      { product_id: p._id, quantity: 1 },
      { product_id: q._id, quantity: 2 },
    ]);
    // cash first ($100, no change), then FPS $191.35, then PayMe pays the last $200
    const paid = await pay(seller, id, {
      payments: [
        { method: 'cash', amount: 100 },
        { method: fps, amount: 191.35 },
        { method: payme, amount: 200 },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.data.order).toMatchObject({ total: 491.35, rounding: 0 });

    // most recent part first (PayMe), then the part the seller picks (cash)
    await expectLastPartFirstThenPicked(server, seller.token, id, q._id);
    // the rest, $451.35, picked to cash: cash gives back its $80 left, then PayMe $180, then FPS $191.35 (listed
    // in the payment's order)
    const c = await refundSale(server, seller.token, id, { back_to: 0 });
    expect(c.refund.total).toBe(451.35);
    expect(c.refund.parts!.map((x) => [x.method.kind, x.amount])).toEqual([
      ['cash', 80],
      ['fps', 191.35],
      ['payme', 180],
    ]);
    expect(c.summary.refundable).toBe(0);
    expect(c.summary.payments!.map((x) => [x.amount, x.refunded])).toEqual([
      [100, 100],
      [191.35, 191.35],
      [200, 200],
    ]);
    const day = (
      await server.call<{ figures: DayFigures }>('/res/pos/day_close/figures', {}, { token: seller.token })
    ).data.figures;
    expect(day).toMatchObject({ cash_sales: 100, cash_refunds: 100, net: 0 });
  });

  it('a cash-rounded split sale refunded in full gives back exactly what was paid, its rounding with the last refund', async () => {
    const seller = await signUp(server, 's');
    const fps = await paymentCode(server, seller.token, 'fps');
    const p = await newProduct(server, seller.token, { price: 45.67, quantity: 10 });
    const id = await draft(seller, [{ product_id: p._id, quantity: 2 }]);
    // $91.34: FPS $50, cash $41.34 → $41.30 (−4¢), handed $50: $8.70 change
    const paid = await pay(seller, id, {
      payments: [
        { method: fps, amount: 50 },
        { method: 'cash', amount: 50 },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.data.order).toMatchObject({ total: 91.3, rounding: -0.04 });
    const one = await refundSale(server, seller.token, id, {
      lines: [{ product_id: p._id, quantity: 1, restock: true }],
    });
    expect(one.refund.total).toBe(45.67);
    const two = await refundSale(server, seller.token, id, {});
    expect(two.refund.total).toBe(45.63);
    expect(two.summary).toMatchObject({ refunded: 91.3, refundable: 0 });
  });

  it('the sales CSV shows each method’s part: a split sale’s rows add up by method to what each part paid', async () => {
    const { seller, fps, p, q } = await splitShop(server);
    // $491.35: FPS $200, cash $300 handed over → $291.40 rounded (+5¢), $8.60 change
    const id = await draft(seller, [
      { product_id: p._id, quantity: 1 },
      { product_id: q._id, quantity: 2 },
    ]);
    const paid = await pay(seller, id, {
      payments: [
        { method: fps, amount: 200 },
        { method: 'cash', amount: 300 },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const plain = await draft(seller, [{ product_id: q._id, quantity: 1 }]);
    expect((await pay(seller, plain, { method: fps })).status).toBe(200);
    // $20 of the split sale back: to its most recent part, the cash
    await refundSale(server, seller.token, id, {
      lines: [{ product_id: q._id, quantity: 1, restock: true }],
    });

    const { rows } = await salesCsv(server, { token: seller.token });
    // every row's methods add up to its total
    expectMethodsAddUpToTotal(rows);
    const number = id.slice(-8).toUpperCase();
    const sold = rows.filter((r) => r.sale_number === number && r.refund_number === '');
    expect(sold.map((r) => r.product)).toEqual([expect.any(String), expect.any(String), 'Cash rounding']);
    const sum = (rs: SalesCsvRow[], col: string) => rs.reduce((n, r) => n + centsIn(r, col), 0);
    expect(sum(sold, 'total')).toBe(49140);
    expect(sum(sold, 'paid_fps')).toBe(20000);
    expect(sum(sold, 'paid_cash')).toBe(29140);
    expect(sold.every((r) => r.payment === 'split' || r.payment?.includes('+'))).toBe(true);
    // the refund's row is the cash given back
    const back = rows.filter((r) => r.sale_number === number && r.refund_number !== '');
    expect(back.map((r) => [r.total, r.paid_cash, r.paid_fps])).toEqual([['-20.00', '-20.00', '']]);
    // a one-method sale fills its one column
    const one = rows.filter((r) => r.sale_number === plain.slice(-8).toUpperCase());
    expect(one.map((r) => [r.total, r.paid_fps, r.paid_cash])).toEqual([['20.00', '20.00', '']]);
  });
});
