import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pointsGivenBack } from '../../../contract/loyalty';
import type { Sale, salesReport } from '../../../contract/orders';
import { serverWithCast } from '../../testing/file-server';
import { paidTillSaleFor, type Redeem, type SaleItem, shopWithCustomer } from '../testing/member-sales';
import { checkoutCart } from '../testing/online-orders';
import { salesCsv } from '../testing/sales-csv';
import { addAddress, addToCart, cents, expectError, idemKey, newProduct } from '../testing/test-helpers';
import { hkDateOf, hkMidnight, nextBucket } from './report-buckets';
import { LOYALTY_COLUMNS, METHOD_COLUMNS, SALES_COLUMNS } from './sales-csv';

/**
 * The sales screen's charts (docs/decisions/0172-sales-reports.md) on SQLite and PostgreSQL: the report's
 * figures equal the sales list's to the cent, over a range that crosses midnight in Hong Kong and holds
 * offline sales and refunds made on another day than their sale.
 */
type Report = z.output<typeof salesReport.output>;
type SalesList = { items: Sale[]; totals: { revenue: number; fees: number; profit: number; count: number } };

const { server, seller, buyer, otherSeller } = await serverWithCast();

const HOUR = 3_600_000;
/** the day before yesterday, Hong Kong time: its last half hour and the next day's first are the midnight */
const dayA = hkDateOf(Date.now() - 2 * 24 * HOUR);
const dayB = nextBucket(dayA, 'day');
const today = hkDateOf(Date.now());
/** the two products of the loyalty tests' shops */
const BUN_AND_TEA = [
  { name: 'Bun', price: 10 },
  { name: 'Tea', price: 20 },
] as const;

let lateSaleId: string;

beforeAll(async () => {
  const scallops = await newProduct(server, seller.token, {
    name: 'Dried scallops',
    price: 128,
    cost: 80,
    quantity: 50,
  });
  const tea = await newProduct(server, seller.token, {
    name: 'Tieguanyin',
    price: 45,
    cost: 20,
    quantity: 50,
  });
  const offline = (soldAt: number, items: { product_id: string; quantity: number }[]) =>
    server.call<{ order_id: string }>(
      '/res/order/offline_sale',
      { idempotency_key: idemKey('off'), method: 'cash', sold_at: soldAt, items },
      { token: seller.token },
    );
  // 23:30 on day A and 00:30 on day B, Hong Kong time: one hour apart, on two days
  lateSaleId = (await offline(hkMidnight(dayB) - HOUR / 2, [{ product_id: scallops._id, quantity: 2 }])).data
    .order_id;
  await offline(hkMidnight(dayB) + HOUR / 2, [
    { product_id: tea._id, quantity: 3 },
    { product_id: scallops._id, quantity: 1 },
  ]);
  // today: an online order, paid in cash at pickup
  const cart = await addToCart(server, buyer.token, tea._id, 2);
  const placed = await checkoutCart(server, buyer.token, cart, {
    address_id: await addAddress(server, buyer.token),
  });
  await server.call(
    '/res/order/received_payment',
    { id: placed.data.orders[0]!.order_id, method: 'cash', idempotency_key: idemKey('pay') },
    { token: seller.token },
  );
  // today: one of day A's scallops comes back (a refund made today of a sale of day A)
  await server.call(
    '/res/order/refund',
    {
      id: lateSaleId,
      reason: 'Too dry',
      idempotency_key: idemKey('refund'),
      lines: [{ product_id: scallops._id, quantity: 1, restock: true }],
    },
    { token: seller.token },
  );
  // another seller's sale never shows
  const theirs = await newProduct(server, otherSeller.token, { price: 999 });
  await server.call(
    '/res/order/offline_sale',
    {
      idempotency_key: idemKey('off'),
      method: 'cash',
      sold_at: Date.now(),
      items: [{ product_id: theirs._id, quantity: 1 }],
    },
    { token: otherSeller.token },
  );
});

const report = (data: Record<string, unknown>) =>
  server.call<Report>('/res/order/sales_report', data, { token: seller.token });
const list = async (data: Record<string, unknown>) =>
  (await server.call<SalesList>('/res/order/sales', { limit: 100, ...data }, { token: seller.token })).data;

describe(`sales reports (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('each day of the range equals the sales list of that day, to the cent; refunds count on the day they were made', async () => {
    const r = (await report({ from: dayA, to: today, bucket: 'day' })).data;
    expect(r.buckets.map((b) => b.start)).toEqual([dayA, dayB, today]);
    for (const bucket of r.buckets) {
      const day = await list({ from: bucket.start, to: bucket.start });
      expect([
        bucket.start,
        cents(bucket.revenue),
        cents(bucket.fees),
        cents(bucket.profit!),
        bucket.sales,
      ]).toEqual([
        bucket.start,
        cents(day.totals.revenue),
        cents(day.totals.fees),
        cents(day.totals.profit),
        day.totals.count,
      ]);
    }
    // day A: 2 × 128 as sold; day B: 3 × 45 + 128; today: the online order (2 × 45) less the refund of 128
    expect(r.buckets.find((b) => b.start === dayA)).toMatchObject({ revenue: 256, sales: 1, refunds: 0 });
    expect(r.buckets.find((b) => b.start === dayB)).toMatchObject({ revenue: 263, sales: 1 });
    expect(r.buckets.find((b) => b.start === today)).toMatchObject({ revenue: -38, sales: 1, refunds: 128 });
    const whole = await list({ from: dayA, to: today });
    expect([cents(r.totals.revenue), cents(r.totals.fees), cents(r.totals.profit!), r.totals.count]).toEqual([
      cents(whole.totals.revenue),
      cents(whole.totals.fees),
      cents(whole.totals.profit),
      whole.totals.count,
    ]);
    expect(r.totals).toMatchObject({ revenue: 481, count: 3, refunds: 128 });
    // the list's rows show each sale as kept: day A's sale is 128 now
    expect(whole.items.find((s) => s.order_id === lateSaleId)?.total).toBe(128);
  });

  it('weeks start on Monday and months on the 1st; channels, payment methods and best sellers add up', async () => {
    const week = (await report({ from: dayA, to: today, bucket: 'week' })).data;
    for (const b of week.buckets) expect(new Date(`${b.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.totals.revenue).toBe(481);
    const month = (await report({ from: dayA, to: today, bucket: 'month' })).data;
    for (const b of month.buckets) expect(b.start.endsWith('-01')).toBe(true);
    expect(month.buckets.reduce((n, b) => n + cents(b.revenue), 0)).toBe(48100);
    const day = (await report({ from: dayA, to: today })).data;
    expect(day.by_channel.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'online', sales: 1, revenue: 90 },
      { channel: 'pos', sales: 2, revenue: 391 },
    ]);
    expect(day.by_method).toEqual([{ kind: 'cash', label: 'Cash', sales: 3, revenue: 481 }]);
    // scallops: 3 sold, 1 back; tea: 3 + 2
    expect(day.best_sellers.map((p) => [p.name, p.units, p.revenue])).toEqual([
      ['Tieguanyin', 5, 225],
      ['Dried scallops', 2, 256],
    ]);
    const pos = (await report({ from: dayA, to: today, channel: 'pos' })).data;
    const posList = await list({ from: dayA, to: today, channel: 'pos' });
    expect(cents(pos.totals.revenue)).toBe(cents(posList.totals.revenue));
  });

  it('the sales CSV adds up to the report: a row per sold line, a negative row per refunded line', async () => {
    const { filename, rows } = await salesCsv(server, { token: seller.token }, { from: dayA, to: today });
    expect(filename).toBe(`sales-${dayA}-to-${today}.csv`);
    const r = (await report({ from: dayA, to: today })).data;
    expect(rows.reduce((n, row) => n + cents(Number(row.total)), 0)).toBe(cents(r.totals.revenue));
    expect(rows.reduce((n, row) => n + cents(Number(row.profit)), 0)).toBe(cents(r.totals.profit!));
    const refund = rows.find((row) => row.refund_number !== '')!;
    expect(refund).toMatchObject({
      product: 'Dried scallops',
      quantity: '-1',
      total: '-128.00',
      channel: 'pos',
      payment: 'Cash',
    });
    expect(rows.map((row) => row.time)).toEqual([...rows.map((row) => row.time)].sort());
  });

  it('the sales CSV keeps its columns in order and adds after them what loyalty took off a sale, on its first row', async () => {
    const {
      shop,
      products: [bun, tea],
      customerId: wing,
    } = await shopWithCustomer(server, BUN_AND_TEA, { name: 'Ah Wing', phone: '91234567' });
    const as = { token: shop.token };
    const sell = async (items: SaleItem[], redeem: Redeem = {}) =>
      (await paidTillSaleFor(server, shop.token, wing, items, redeem)).slice(-8).toUpperCase();
    // 10 % back: $100.00 earns 1,000 points; the next sale uses 500 of them ($5.00 off)
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    const earning = await sell([{ product_id: bun._id, quantity: 10 }]);
    const redeeming = await sell(
      [
        { product_id: bun._id, quantity: 2 },
        { product_id: tea._id, quantity: 1 },
      ],
      { redeem_points: 500 },
    );
    // a card of 2 buns, filled, then used: a $10.00 bun free
    await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 2, reward: { product_id: bun._id } },
      as,
    );
    await sell([{ product_id: bun._id, quantity: 2 }]);
    const free = await sell([{ product_id: bun._id, quantity: 2 }], { redeem_stamps: true });

    const { csv, rows } = await salesCsv(server, as, { from: today });
    // the sale's columns (the owner sees profit), what each method paid, then loyalty's
    expect(csv.split(/\r?\n/)[0]!.split(',')).toEqual([
      ...SALES_COLUMNS,
      ...METHOD_COLUMNS,
      ...LOYALTY_COLUMNS,
    ]);
    const loyalty = (number: string) =>
      rows
        .filter((r) => r.sale_number === number)
        .map((r) => [r.product, r.points_redeemed, r.points_discount, r.stamps_discount]);
    expect(loyalty(earning)).toEqual([['Bun', '', '', '']]);
    expect(loyalty(redeeming)).toEqual([
      ['Bun', '500', '5.00', ''],
      ['Tea', '', '', ''],
    ]);
    expect(loyalty(free)).toEqual([['Bun', '', '', '10.00']]);
    // the discounts are in the rows' totals already: $40.00 − $5.00, and 2 buns − 1 free
    const total = (number: string) =>
      rows.filter((r) => r.sale_number === number).reduce((n, r) => n + cents(Number(r.total)), 0);
    expect(total(redeeming)).toBe(3500);
    expect(total(free)).toBe(1000);
  });

  it('a refund row gives back the points its refund returned, so the points columns add up to what points paid net of refunds', async () => {
    const {
      shop,
      products: [bun, tea],
      customerId: mei,
    } = await shopWithCustomer(server, BUN_AND_TEA, { name: 'Mei', phone: '92345678' });
    const as = { token: shop.token };
    const sell = (items: SaleItem[], redeem: Redeem = {}) =>
      paidTillSaleFor(server, shop.token, mei, items, redeem);
    const refund = async (
      id: string,
      lines?: { product_id: string; quantity: number; restock: boolean }[],
    ) => {
      const r = await server.call<{ refund: { total: number }; summary: { paid: number } }>(
        '/res/order/refund',
        { id, reason: 'Back', idempotency_key: idemKey('r'), ...(lines ? { lines } : {}) },
        as,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.data;
    };
    // 10 % back: $100.00 earns 1,000 points; the next sale ($40.00) uses 330 of them ($3.30 off) and comes to $36.70
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    await sell([{ product_id: bun._id, quantity: 10 }]);
    const id = await sell(
      [
        { product_id: bun._id, quantity: 2 },
        { product_id: tea._id, quantity: 1 },
      ],
      { redeem_points: 330 },
    );
    const number = id.slice(-8).toUpperCase();
    const exported = async () => {
      const rows = (await salesCsv(server, as, { from: today })).rows.filter((r) => r.sale_number === number);
      return {
        rows: rows.map((r) => [r.product, r.refund_number !== '', r.points_redeemed, r.points_discount]),
        points: rows.reduce((n, r) => n + Number(r.points_redeemed || 0), 0),
        discount: rows.reduce((n, r) => n + cents(Number(r.points_discount || 0)), 0),
      };
    };
    expect(await exported()).toMatchObject({ points: 330, discount: 330 });

    // a bun back: the points it gives back are her ledger's (pointsGivenBack of the money given back), negative
    const partial = await refund(id, [{ product_id: bun._id, quantity: 1, restock: true }]);
    expect(cents(partial.summary.paid)).toBe(3670);
    const given = pointsGivenBack(330, {
      gross_cents: 3670,
      refunded_cents: cents(partial.refund.total),
      units: 3,
      refunded_units: 1,
    });
    expect(given).toBeGreaterThan(0);
    expect(given).toBeLessThan(330);
    const afterPartial = await exported();
    expect(afterPartial.rows).toEqual([
      ['Bun', false, '330', '3.30'],
      ['Tea', false, '', ''],
      ['Bun', true, String(-given), (-given / 100).toFixed(2)],
      // the cash rounding the refund gave back is one of its rows too, without points of its own
      ['Cash rounding', true, '', ''],
    ]);
    expect(afterPartial).toMatchObject({ points: 330 - given, discount: 330 - given });

    // the rest back: every point redeemed is given back, on the two refunds together; the columns add up to 0
    await refund(id);
    const afterFull = await exported();
    expect(afterFull).toMatchObject({ points: 0, discount: 0 });
    // only a refund's first row carries them: one row each of the two refunds
    const carrying = afterFull.rows.filter(([, isRefund, points]) => isRefund && points !== '');
    expect(carrying).toEqual([
      ['Bun', true, String(-given), (-given / 100).toFixed(2)],
      [expect.any(String), true, String(given - 330), ((given - 330) / 100).toFixed(2)],
    ]);
  });

  it('the orders CSV: the buyer’s purchases and the seller’s orders to pack, one row per line', async () => {
    const asBuyer = (
      await server.call<{ csv: string }>(
        '/res/order/export_orders_csv',
        { role: 'buyer', from: dayA, to: today },
        { token: buyer.token },
      )
    ).data;
    const asSeller = (
      await server.call<{ csv: string }>(
        '/res/order/export_orders_csv',
        { role: 'seller', from: dayA, to: today },
        { token: seller.token },
      )
    ).data;
    const parse = (csv: string) =>
      Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true })
        .data;
    expect(parse(asBuyer.csv)).toEqual([
      expect.objectContaining({ product: 'Tieguanyin', quantity: '2', total: '90.00', status: 'paid' }),
    ]);
    expect(parse(asSeller.csv)).toEqual([
      expect.objectContaining({ product: 'Tieguanyin', delivery: 'delivery' }),
    ]);
    expect(parse(asSeller.csv)[0]!.address).toContain('Shelley Street');
    const other = (
      await server.call<{ csv: string }>(
        '/res/order/export_orders_csv',
        { role: 'seller', from: dayA, to: today },
        { token: otherSeller.token },
      )
    ).data;
    expect(parse(other.csv)).toEqual([]);
  });

  it('refuses a backwards range, a range too long for its buckets, a customer and another seller’s eyes', async () => {
    expectError(await report({ from: today, to: dayA }), 400);
    expectError(await report({ from: '2020-01-01', to: '2026-12-31', bucket: 'day' }), 400);
    expectError(await report({ from: '2026-02-30x', to: today }), 400);
    expectError(
      await server.call('/res/order/sales_report', { from: dayA, to: today }, { token: buyer.token }),
      403,
    );
    const theirs = (
      await server.call<Report>(
        '/res/order/sales_report',
        { from: dayA, to: today },
        { token: otherSeller.token },
      )
    ).data;
    expect(theirs.totals).toMatchObject({ revenue: 999, count: 1 });
  });
});
