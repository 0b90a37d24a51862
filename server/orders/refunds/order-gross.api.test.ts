import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { DayFigures } from '../../../contract/day-close';
import type { Sale, salesReport } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import { serverForFile } from '../../testing/file-server';
import { signUp, type TestSession } from '../../testing/test-server';
import { orderGross } from '../migrations/0790-order-gross';
import { refundLines } from '../testing/refunds';
import { cents, newProduct, paymentCode, showOrder } from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

/**
 * The order keeps its gross and its refunds as rows (docs/decisions/0267-order-gross-and-refund-rows.md), on SQLite
 * and PostgreSQL: after partial refunds the stored order is still as sold, the refund rows are the only record of
 * what went back, and the net they make agrees across the order call, the receipt, the sales list, the sales
 * report and the day close. An old database, whose refunds had reduced their orders' totals, reads the same after
 * migration 0790.
 */
const server = await serverForFile();

type Report = z.output<typeof salesReport.output>;
type SalesList = { items: Sale[]; totals: { revenue: number; fees: number; profit: number; count: number } };
type Figures = { total_cents: number; fee_cents: number; profit_cents: number; units: number };

// biome-ignore lint/suspicious/noExplicitAny: the test reads the tables as the migration finds them
const kysely = () => server.db.kysely as unknown as Kysely<any>;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const refund = (seller: TestSession, id: string, productId: string, quantity: number) =>
  refundLines(
    server,
    { token: seller.token },
    id,
    [{ product_id: productId, quantity, restock: true }],
    'Came back',
  );

/** the stored order row's figures and its refund rows, as the database holds them */
async function stored(id: string): Promise<{ order: Figures; refunds: Figures[] }> {
  const num = (r: Record<string, unknown>): Figures => ({
    total_cents: Number(r.total_cents),
    fee_cents: Number(r.fee_cents),
    profit_cents: Number(r.profit_cents),
    units: Number(r.units),
  });
  const cols = ['total_cents', 'fee_cents', 'profit_cents', 'units'];
  const order = await kysely()
    .selectFrom('orders')
    .select(cols)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const refunds = await kysely()
    .selectFrom('order_refunds')
    .select(cols)
    .where('order_id', '=', id)
    .execute();
  return { order: num(order), refunds: refunds.map(num) };
}

const sum = (rows: Figures[], k: keyof Figures) => rows.reduce((n, r) => n + r[k], 0);

/** everything the seller and the buyer's receipt show of the seller's sales today */
async function surfaces(seller: TestSession, ids: string[]) {
  const t = { token: seller.token };
  const orders = await Promise.all(ids.map((id) => showOrder(server, seller.token, id)));
  const receipts = await Promise.all(
    ids.map(async (id) => {
      const link = await server.call<{ token: string }>('/res/receipt/link', { id }, t);
      return (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
    }),
  );
  const list = (await server.call<SalesList>('/res/order/sales', { period: 'today', limit: 100 }, t)).data;
  const report = (await server.call<Report>('/res/order/sales_report', { from: today(), to: today() }, t))
    .data;
  const day = (await server.call<{ figures: DayFigures }>('/res/pos/day_close/figures', {}, t)).data.figures;
  // generated_at says when the dashboard was read, a second later on a slow machine: not a figure
  const { generated_at: _readAt, ...saleData } = (
    await server.call<{ generated_at: string }>('/user/info/sale_data', {}, t)
  ).data;
  const orderList = (await server.call('/res/order/list', {}, t)).data;
  return { orders, receipts, list, report, day, saleData, orderList };
}

/**
 * A new shop's two till sales, both tests' start: one in cash of 3 tins (HK$150.45, cost 100) and 2 teas (HK$45,
 * cost 20): 541.35, paid 541.40 (decision 0264); one of 3 teas by payment code: 135 with its fee. The seller, the
 * products and the two sales' ids.
 */
async function twoSales() {
  const seller = await signUp(server, 's');
  const code = await paymentCode(server, seller.token);
  const tin = await newProduct(server, seller.token, { price: 150.45, cost: 100, quantity: 10 });
  const tea = await newProduct(server, seller.token, { price: 45, cost: 20, quantity: 10 });
  const cash = (
    await paidTillSale(server, seller.token, [
      { product_id: tin._id, quantity: 3 },
      { product_id: tea._id, quantity: 2 },
    ])
  ).order_id;
  const coded = (
    await paidTillSale(server, seller.token, [{ product_id: tea._id, quantity: 3 }], { method: code })
  ).order_id;
  return { seller, tin, tea, cash, coded };
}

describe(`an order's gross and its refund rows (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('after partial refunds the order keeps its gross; the net agrees across order, receipt, sales list, report and day close', async () => {
    const { seller, tin, tea, cash, coded } = await twoSales();
    const grossCash = await stored(cash);
    const grossCoded = await stored(coded);
    expect(grossCash.order).toMatchObject({ total_cents: 54140, units: 5 });
    expect(grossCoded.order).toMatchObject({ total_cents: 13500, units: 3 });
    expect(grossCoded.order.fee_cents).toBeGreaterThan(0);

    await refund(seller, cash, tin._id, 1); // 150.45 exact, 150.50 in cash
    await refund(seller, cash, tea._id, 1); // 45.00
    await refund(seller, coded, tea._id, 2); // 90.00 and its fee

    // the order rows are as sold; the refunds are rows of their own
    const after = { cash: await stored(cash), coded: await stored(coded) };
    expect(after.cash.order).toEqual(grossCash.order);
    expect(after.coded.order).toEqual(grossCoded.order);
    expect(after.cash.refunds.map((r) => r.total_cents)).toEqual([15050, 4500]);
    expect(after.coded.refunds.map((r) => r.total_cents)).toEqual([9000]);

    const net = (s: { order: Figures; refunds: Figures[] }) => ({
      total: s.order.total_cents - sum(s.refunds, 'total_cents'),
      fee: s.order.fee_cents - sum(s.refunds, 'fee_cents'),
      profit: s.order.profit_cents - sum(s.refunds, 'profit_cents'),
      units: s.order.units - sum(s.refunds, 'units'),
      refunded: sum(s.refunds, 'total_cents'),
      gross: s.order.total_cents,
    });
    const want = { cash: net(after.cash), coded: net(after.coded) };
    expect(want.cash).toMatchObject({ total: 34590, refunded: 19550, units: 3 });
    expect(want.coded).toMatchObject({ total: 4500, refunded: 9000, units: 1 });

    const s = await surfaces(seller, [cash, coded]);
    // the order call: total is the net, refunded the rows' sum, gross_total the order as sold
    for (const [i, w] of [want.cash, want.coded].entries()) {
      const o = s.orders[i]!;
      expect([cents(o.total), cents(o.refunded), cents(o.gross_total ?? Number.NaN)]).toEqual([
        w.total,
        w.refunded,
        w.gross,
      ]);
      expect([cents(o.transaction_fee), cents(o.total_profit ?? Number.NaN)]).toEqual([w.fee, w.profit]);
      // the receipt: the bill as sold, its refunds, and what was kept
      const r = s.receipts[i]!;
      expect(cents(r.total)).toBe(w.gross);
      expect(r.refunds.reduce((n, x) => n + cents(x.total), 0)).toBe(w.refunded);
      expect(cents(r.net_total)).toBe(w.total);
      // the sales list's row
      const item = s.list.items.find((x) => x.order_id === o.order_id)!;
      expect([
        cents(item.total),
        item.quantity,
        cents(item.transaction_fee),
        cents(item.total_profit!),
      ]).toEqual([w.total, w.units, w.fee, w.profit]);
    }
    const all = (k: 'total' | 'fee' | 'profit' | 'units' | 'refunded') => want.cash[k] + want.coded[k];
    // sold and refunded the same day: the list's totals, the report's and the day close's net are the nets' sum
    expect([cents(s.list.totals.revenue), cents(s.list.totals.fees), cents(s.list.totals.profit)]).toEqual([
      all('total'),
      all('fee'),
      all('profit'),
    ]);
    expect(s.list.totals.count).toBe(2);
    expect([
      cents(s.report.totals.revenue),
      cents(s.report.totals.fees),
      cents(s.report.totals.profit!),
      cents(s.report.totals.refunds),
      s.report.totals.units,
      s.report.totals.count,
    ]).toEqual([all('total'), all('fee'), all('profit'), all('refunded'), all('units'), 2]);
    expect(s.day).toMatchObject({ sales: 2, cash_sales: 541.4, cash_refunds: 195.5, cash_rounding: 0 });
    expect(cents(s.day.net)).toBe(all('total'));
    expect(s.day.other.map((o) => [o.sales, cents(o.amount)])).toEqual([[1, want.coded.total]]);
  });

  it('an old database, whose refunds reduced their orders, reads the same after migration 0790', async () => {
    const { seller, tin, tea, cash, coded } = await twoSales();
    const untouched = (await paidTillSale(server, seller.token, [{ product_id: tea._id, quantity: 1 }]))
      .order_id;
    await refund(seller, cash, tin._id, 2);
    await refund(seller, coded, tea._id, 1);
    const before = await surfaces(seller, [cash, coded, untouched]);
    const everyOrder = () =>
      kysely()
        .selectFrom('orders')
        .select(['id', 'total_cents', 'fee_cents', 'profit_cents', 'units'])
        .orderBy('id')
        .execute();
    const rowsBefore = await everyOrder();

    // the database as the code before 0267 left it: each refund took its figures off its order
    const less = (column: string) =>
      sql`${sql.ref(column)} - (select coalesce(sum(r.${sql.ref(column)}), 0) from order_refunds r where r.order_id = orders.id)`;
    await kysely()
      .updateTable('orders')
      .set({
        total_cents: less('total_cents'),
        fee_cents: less('fee_cents'),
        profit_cents: less('profit_cents'),
        units: less('units'),
      })
      .where('id', 'in', kysely().selectFrom('order_refunds').select('order_id'))
      .execute();
    const old = await stored(cash);
    expect(old.order.total_cents).toBe(54140 - sum(old.refunds, 'total_cents'));
    // read with today's code, the reduced rows would count the refunds twice: the test sees the difference
    expect(cents((await showOrder(server, seller.token, cash)).total)).toBe(
      54140 - 2 * sum(old.refunds, 'total_cents'),
    );

    await orderGross['0790_orders_gross_and_refund_rows']!.up(kysely());

    expect(await everyOrder()).toEqual(rowsBefore);
    expect(await surfaces(seller, [cash, coded, untouched])).toEqual(before);
  });
});
