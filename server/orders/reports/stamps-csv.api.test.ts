import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../testing/file-server';
import { paidTillSaleFor, type Redeem, type SaleItem, shopWithCustomer } from '../testing/member-sales';
import { refundLines } from '../testing/refunds';
import { salesCsv } from '../testing/sales-csv';
import { cents } from '../testing/test-helpers';
import { hkDateOf } from './report-buckets';

// docs/decisions/0289-stamp-cards.md, "The sales CSV": a refund that gives a stamp card back (the one after which every
// qualifying unit of the sale is refunded) carries the free item's money on its first row, negative, so over a range
// holding the sale and its refunds the stamps_discount column adds up to 0, as the customer's ledger gives the card
// back.
const server = await serverForFile();

const today = hkDateOf(Date.now());

describe(`the stamp card a refund gives back, in the sales CSV (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('is on the refund that brings the last qualifying unit back, and the column adds up to 0', async () => {
    const {
      shop,
      products: [tart, tea],
      customerId: wing,
    } = await shopWithCustomer(
      server,
      [
        { name: 'Egg tart', price: 8 },
        { name: 'Milk tea', price: 38 },
      ],
      { name: 'Ah Wing', phone: '91234567' },
    );
    const as = { token: shop.token };
    await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 2, reward: { product_id: tart._id } },
      as,
    );
    const sell = (items: SaleItem[], redeem: Redeem = {}) =>
      paidTillSaleFor(server, shop.token, wing, items, redeem);
    const refund = (id: string, productId: string, quantity: number) =>
      refundLines(server, as, id, [{ product_id: productId, quantity, restock: true }], 'Back');
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
      const rows = (await salesCsv(server, as, { from: today })).rows.filter((r) => r.sale_number === number);
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
