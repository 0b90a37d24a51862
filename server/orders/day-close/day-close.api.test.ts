import { describe, expect, it } from 'vitest';
import type { DayClose, DayFigures } from '../../../contract/day-close';
import { solidImage } from '../../media/test-images';
import { serverWithCast } from '../../testing/file-server';
import { expectError, idemKey, newProduct } from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

/** Closing the day (docs/decisions/0173-day-close.md) on SQLite and PostgreSQL. */
const { server, seller, otherSeller, buyer } = await serverWithCast();
const form = new FormData();
form.append('files', new Blob([new Uint8Array(await solidImage(120, 120))], { type: 'image/png' }), 'qr.png');
await fetch(`${server.url}/api/user/info/upload_code?type=fps`, {
  method: 'POST',
  headers: { authorization: `Bearer ${seller.token}` },
  body: form,
});
const fpsCode = (
  await server.call<{ _id: string }[]>('/user/info/list_payment_code', {}, { token: seller.token })
).data[0]!._id;

describe(`day close (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('float, cash sales, a cash refund, a code payment, the count and the difference; a recount replaces the close', async () => {
    const scallops = await newProduct(server, seller.token, { price: 128, quantity: 20 });
    const tea = await newProduct(server, seller.token, { price: 45, quantity: 20 });
    const first = (await paidTillSale(server, seller.token, [{ product_id: scallops._id, quantity: 2 }]))
      .order_id; // 256 cash
    await paidTillSale(server, seller.token, [{ product_id: tea._id, quantity: 1 }]); // 45 cash
    await paidTillSale(server, seller.token, [{ product_id: tea._id, quantity: 2 }], { method: fpsCode }); // 90 by FPS
    await server.call(
      '/res/order/refund',
      {
        id: first,
        reason: 'Wrong size',
        idempotency_key: idemKey('refund'),
        lines: [{ product_id: scallops._id, quantity: 1, restock: true }],
      },
      { token: seller.token },
    );

    const open = await server.call<{ figures: DayFigures; close: DayClose | null }>(
      '/res/pos/day_close/figures',
      {},
      { token: seller.token },
    );
    expect(open.data.close).toBeNull();
    expect(open.data.figures).toMatchObject({ sales: 3, cash_sales: 301, cash_refunds: 128, net: 263 });
    expect(open.data.figures.other).toEqual([
      { kind: 'fps', label: expect.any(String), sales: 1, amount: 90 },
    ]);

    const closed = await server.call<DayClose>(
      '/res/pos/day_close/save',
      { opening_float: 500, counted_cash: 670.5, note: 'Two coins short?' },
      { token: seller.token },
    );
    expect(closed.status).toBe(200);
    // 500 + 301 − 128 = 673 expected; 670.50 counted
    expect(closed.data).toMatchObject({
      opening_float: 500,
      expected_cash: 673,
      counted_cash: 670.5,
      difference: -2.5,
    });

    const recount = await server.call<DayClose>(
      '/res/pos/day_close/save',
      { opening_float: 500, counted_cash: 673 },
      { token: seller.token },
    );
    expect(recount.data).toMatchObject({ _id: closed.data._id, difference: 0, note: '' });
    const list = await server.call<{ items: DayClose[] }>(
      '/res/pos/day_close/list',
      {},
      { token: seller.token },
    );
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject({ counted_cash: 673, cash_sales: 301 });
  });

  it('an offline sale made today and synced after the close counts in today’s close', async () => {
    const cookies = await newProduct(server, seller.token, { price: 20, quantity: 20 });
    const before = (
      await server.call<DayClose>(
        '/res/pos/day_close/save',
        { opening_float: 0, counted_cash: 0 },
        { token: seller.token },
      )
    ).data;
    await server.call(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('off'),
        method: 'cash',
        sold_at: Date.now() - 60_000,
        items: [{ product_id: cookies._id, quantity: 3 }],
      },
      { token: seller.token },
    );
    const after = (
      await server.call<{ close: DayClose }>('/res/pos/day_close/figures', {}, { token: seller.token })
    ).data.close;
    expect(after.cash_sales - before.cash_sales).toBe(60);
    expect(after.expected_cash - before.expected_cash).toBe(60);
  });

  it('refuses bad amounts, customers and anonymous callers; another seller sees only their own day', async () => {
    for (const body of [
      { opening_float: -1, counted_cash: 0 },
      { opening_float: 0, counted_cash: 1.005 },
      { opening_float: 0, counted_cash: 0, day: '2026-13-01' },
      { opening_float: 0, counted_cash: 0, seller_id: seller.user_id },
    ]) {
      expectError(await server.call('/res/pos/day_close/save', body, { token: otherSeller.token }), 400);
    }
    expectError(
      await server.call(
        '/res/pos/day_close/save',
        { opening_float: 0, counted_cash: 0 },
        { token: buyer.token },
      ),
      403,
    );
    expectError(await server.call('/res/pos/day_close/figures', {}), 401);
    const theirs = await server.call<{ figures: DayFigures; close: DayClose | null }>(
      '/res/pos/day_close/figures',
      {},
      { token: otherSeller.token },
    );
    expect(theirs.data).toMatchObject({ close: null, figures: { sales: 0, cash_sales: 0, net: 0 } });
  });
});
