import { describe, expect, it } from 'vitest';
import { formatHk } from '../../../contract/hk-time';
import type { PracticeSale, SellingSetup } from '../../../contract/selling-setup';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { expectError, newProduct } from '../testing/test-helpers';

/**
 * A new seller's setup checklist and the practice sale (docs/decisions/0272-seller-onboarding.md), on SQLite and
 * PostgreSQL: steps are done when their thing exists, skips are kept and undone, the checklist ends; the practice
 * sale is priced like a cash sale at the till and shows in no figure: sales list, report, dashboard, day close,
 * stock and order list are the same after it as before.
 */
const server = await serverForFile();

const stateOf = (s: SellingSetup) => Object.fromEntries(s.steps.map((x) => [x.step, x.state]));

describe(`selling setup (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('goes from nothing to complete: each step done by its own thing, FPS alone counts as payout, skips end it too', async () => {
    const seller = await signUp(server, 's');
    const t = { token: seller.token };
    const first = (await server.call<SellingSetup>('/res/selling_setup/get', {}, t)).data;
    expect(first).toMatchObject({ next: 'shop_name', complete: false, trade: null, practice_sale: null });
    expect(Object.values(stateOf(first))).toEqual(Array(6).fill('todo'));

    await server.call('/user/info/update', { shop_name: `Setup Stall ${Date.now()}` }, t);
    const traded = await server.call<SellingSetup>('/res/selling_setup/trade', { trade: 'dried_goods' }, t);
    expect(traded.data).toMatchObject({ trade: 'dried_goods', next: 'payout' });
    expectError(await server.call('/res/selling_setup/trade', { trade: 'weapons' }, t), 400, 40000);

    // an FPS identifier alone is a way to be paid
    expect((await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }, t)).status).toBe(
      200,
    );
    const paid = (await server.call<SellingSetup>('/res/selling_setup/get', {}, t)).data;
    expect(stateOf(paid)).toMatchObject({
      shop_name: 'done',
      trade: 'done',
      payout: 'done',
      delivery: 'todo',
    });

    // skipped, brought back, skipped again; a skip never hides a step that is done
    let s = (
      await server.call<SellingSetup>('/res/selling_setup/skip', { step: 'delivery', skipped: true }, t)
    ).data;
    expect(s.next).toBe('first_product');
    s = (await server.call<SellingSetup>('/res/selling_setup/skip', { step: 'delivery', skipped: false }, t))
      .data;
    expect(s.next).toBe('delivery');
    await server.call('/res/delivery_fees/update', { mode: 'flat', flat: 30, free_above: 300 }, t);
    s = (await server.call<SellingSetup>('/res/selling_setup/skip', { step: 'payout', skipped: true }, t))
      .data;
    expect(stateOf(s)).toMatchObject({ payout: 'done', delivery: 'done' });

    await newProduct(server, seller.token, {
      name: 'Hokkaido scallops',
      price: 380,
      quantity: 10,
      unit: 'catty',
    });
    s = (await server.call<SellingSetup>('/res/selling_setup/get', {}, t)).data;
    expect(s.next).toBe('practice_sale');
    s = (
      await server.call<SellingSetup>('/res/selling_setup/skip', { step: 'practice_sale', skipped: true }, t)
    ).data;
    expect(s).toMatchObject({ next: null, complete: true });

    // customers cannot ask
    const buyer = await signUp(server, 'c');
    expectError(await server.call('/res/selling_setup/get', {}, { token: buyer.token }), 403, 40301);
  });

  it('a practice sale is priced as a cash sale and appears in no figure, list or stock count', async () => {
    const seller = await signUp(server, 's');
    const t = { token: seller.token };
    const other = await signUp(server, 's');
    const scallops = await newProduct(server, seller.token, {
      price: 451.35,
      cost: 300,
      quantity: 5,
      unit: 'catty',
    });
    const tin = await newProduct(server, seller.token, { price: 98, cost: 50, quantity: 3 });
    const theirs = await newProduct(server, other.token, { price: 10, quantity: 3 });
    const today = formatHk(Date.now()).slice(0, 10);

    const figures = async () => ({
      sales: (await server.call('/res/order/sales', { period: 'all' }, t)).body,
      report: (await server.call('/res/order/sales_report', { from: today, to: today }, t)).body,
      // generated_at says when the dashboard was read (a second later on a slow machine): not a figure
      dashboard: {
        ...(await server.call<object>('/user/info/sale_data', {}, t)).data,
        generated_at: undefined,
      },
      dayClose: (await server.call('/res/pos/day_close/figures', {}, t)).body,
      orders: (await server.call('/res/order/list', {}, t)).body,
      stock: [
        (await server.call<{ quantity: number }>('/res/product/get', { id: scallops._id }, t)).data.quantity,
        (await server.call<{ quantity: number }>('/res/product/get', { id: tin._id }, t)).data.quantity,
      ],
    });
    const before = await figures();
    expect(before.stock).toEqual([5, 3]);

    // not enough cash, someone else's product, half a tin: refused, nothing kept
    const lines = [
      { product_id: scallops._id, quantity: 1 },
      { product_id: tin._id, quantity: 2 },
    ];
    expectError(
      await server.call('/res/selling_setup/practice_sale', { lines, paid_cents: 100 }, t),
      400,
      40000,
    );
    expectError(
      await server.call(
        '/res/selling_setup/practice_sale',
        { lines: [{ product_id: theirs._id, quantity: 1 }], paid_cents: 10_000 },
        t,
      ),
      404,
    );
    expectError(
      await server.call(
        '/res/selling_setup/practice_sale',
        { lines: [{ product_id: tin._id, quantity: 0.5 }], paid_cents: 10_000 },
        t,
      ),
      400,
      40000,
    );

    const res = await server.call<{ sale: PracticeSale; setup: SellingSetup }>(
      '/res/selling_setup/practice_sale',
      { lines, paid_cents: 70_000 },
      t,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // $451.35 + 2 × $98 = $647.35, paid in cash rounds to $647.40 (decision 0264)
    expect(res.data.sale).toMatchObject({
      subtotal_cents: 64_735,
      rounding_cents: 5,
      total_cents: 64_740,
      paid_cents: 70_000,
      change_cents: 5_260,
    });
    expect(res.data.sale.lines.map((l) => l.amount_cents)).toEqual([45_135, 19_600]);
    expect(res.data.setup.steps.find((s) => s.step === 'practice_sale')?.state).toBe('done');
    expect(
      (await server.call<SellingSetup>('/res/selling_setup/get', {}, t)).data.practice_sale?.total_cents,
    ).toBe(64_740);

    expect(await figures()).toEqual(before);
  });
});
