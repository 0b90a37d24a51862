import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../testing/test-server';
import { paidTillSaleFor, type Redeem, type SaleItem } from '../testing/member-sales';
import { cents, idemKey, newProduct } from '../testing/test-helpers';
import { hkDateOf } from './report-buckets';

// docs/decisions/0289-stamp-cards.md, "The sales CSV": a refund that gives a stamp card back (the one after which every
// qualifying unit of the sale is refunded) carries the free item's money on its first row, negative, so over a range
// holding the sale and its refunds the stamps_discount column adds up to 0, as the customer's ledger gives the card
// back.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = hkDateOf(Date.now());

describe(`the stamp card a refund gives back, in the sales CSV (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('is on the refund that brings the last qualifying unit back, and the column adds up to 0', async () => {
    const shop = await signUp(server, 's');
    const as = { token: shop.token };
    const tart = await newProduct(server, shop.token, { name: 'Egg tart', price: 8, quantity: 50 });
    const tea = await newProduct(server, shop.token, { name: 'Milk tea', price: 38, quantity: 50 });
    const wing = (
      await server.call<{ customer_id: string }>(
        '/res/customer/update',
        { name: 'Ah Wing', phone: '91234567' },
        as,
      )
    ).data.customer_id;
    await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 2, reward: { product_id: tart._id } },
      as,
    );
    const sell = (items: SaleItem[], redeem: Redeem = {}) =>
      paidTillSaleFor(server, shop.token, wing, items, redeem);
    const refund = async (id: string, productId: string, quantity: number) => {
      const r = await server.call(
        '/res/order/refund',
        {
          id,
          reason: 'Back',
          idempotency_key: idemKey('r'),
          lines: [{ product_id: productId, quantity, restock: true }],
        },
        as,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    const stamps = async () =>
      (await server.call<{ stamps: number }>('/res/customer/get', { customer_id: wing }, as)).data;

    // two tarts fill the card; the next sale of three tarts and a tea has one tart free ($8.00)
    await sell([{ product_id: tart._id, quantity: 2 }]);
    const id = await sell(
      [
        { product_id: tart._id, quantity: 3 },
        { product_id: tea._id, quantity: 1 },
      ],
      { redeem_stamps: true },
    );
    const number = id.slice(-8).toUpperCase();
    const exported = async () => {
      const csv = (
        await server.call<{ csv: string }>('/res/order/export_sales_csv', { from: today, to: today }, as)
      ).data.csv.replace(/^\uFEFF/, '');
      const rows = Papa.parse<Record<string, string>>(csv, {
        header: true,
        skipEmptyLines: true,
      }).data.filter((r) => r.sale_number === number);
      return {
        // (a cash refund's rounding rows carry no loyalty: left out here)
        rows: rows
          .filter((r) => r.product !== 'Cash rounding')
          .map((r) => [r.product, r.refund_number !== '', r.stamps_discount]),
        sum: rows.reduce((n, r) => n + cents(Number(r.stamps_discount || 0)), 0),
      };
    };
    expect(await exported()).toEqual({
      rows: [
        ['Egg tart', false, '8.00'],
        ['Milk tea', false, ''],
      ],
      sum: 800,
    });

    // the tea back, then one tart of three: she keeps qualifying units, so the card stays used
    await refund(id, tea._id, 1);
    await refund(id, tart._id, 1);
    expect((await exported()).sum).toBe(800);
    // 2 (the first sale) + 2 (the second's tarts, the free one earning none) − 2 (the card) − 1 (a tart back)
    expect((await stamps()).stamps).toBe(1);

    // the last two tarts back: that refund gives the card back, −$8.00 on its row; the column adds up to 0
    await refund(id, tart._id, 2);
    const after = await exported();
    expect(after.rows).toEqual([
      ['Egg tart', false, '8.00'],
      ['Milk tea', false, ''],
      ['Milk tea', true, ''],
      ['Egg tart', true, ''],
      ['Egg tart', true, '-8.00'],
    ]);
    expect(after.sum).toBe(0);
    // her card is back, as the ledger gives it: 2 + 2 − 2 (all the second sale's stamps back) − 2 + 2 (the card)
    expect((await stamps()).stamps).toBe(2);
  });
});
