import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import type { StaffMember, StaffSalesRow } from '../../contract/staff';
import { hkDateOf } from '../orders/reports/report-buckets';
import { idemKey, newProduct } from '../orders/testing/test-helpers';
import { paidTillSale } from '../orders/testing/till-sales';
import { serverForFile } from '../testing/file-server';
import { type StaffShop, shopWithStaff as staffShop, unlockTill } from './staff-shop.testing';

/**
 * Staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md) on SQLite and PostgreSQL: each permission
 * refused for a cashier and allowed for a manager, a manager's PIN approving a cashier's refund once, wrong PINs
 * throttled, a till session locked without its token, sales by staff equal to the sales records, an offline sale
 * keeping its cashier.
 */
const server = await serverForFile();

type Shop = StaffShop<'owner' | 'manager' | 'cashier'>;

const shopWithStaff = (): Promise<Shop> =>
  staffShop(server, {
    owner: ['Mei', '1111', 'owner'],
    manager: ['Ka Yan', '2222', 'manager'],
    cashier: ['Siu Ling', '3333', 'cashier'],
  });
const unlock = (shop: Shop, pin: string) => unlockTill(server, shop, pin);

const refundOf = (order: Order, productId: string) => ({
  id: order.order_id,
  reason: 'Changed mind',
  idempotency_key: idemKey('refund'),
  lines: [{ product_id: productId, quantity: 1, restock: true }],
});

describe(`staff at a shared till (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('each permission is refused to a cashier (403, her language) and allowed to a manager', async () => {
    const shop = await shopWithStaff();
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 50 });
    const today = hkDateOf(Date.now());
    const cashier = await unlock(shop, '3333');
    const manager = await unlock(shop, '2222');
    const open = await newProduct(server, shop.owner, { price: 0, open_price: true, quantity: 0 });
    const cases: [string, (h: Record<string, string>) => Promise<{ status: number; body: unknown }>][] = [
      [
        'refund',
        async (h) =>
          server.call(
            '/res/order/refund',
            refundOf(
              await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 1 }], { headers: h }),
              p._id,
            ),
            {
              token: shop.till,
              headers: h,
            },
          ),
      ],
      [
        'discount',
        (h) =>
          server.call(
            '/res/order/create',
            { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 1, discount: { percent: 20 } } },
            { token: shop.till, headers: h },
          ),
      ],
      [
        'open_price',
        (h) =>
          server.call(
            '/res/order/create',
            { order_type: 'POS-Sell', item: { product_id: open._id, quantity: 1, price: 5 } },
            { token: shop.till, headers: h },
          ),
      ],
      [
        'close_day',
        (h) =>
          server.call(
            '/res/pos/day_close/save',
            { opening_float: 100, counted_cash: 100 },
            { token: shop.till, headers: h },
          ),
      ],
      [
        'edit_products',
        (h) =>
          server.call(
            '/res/product/adjust_stock',
            { id: p._id, change: 1, reason: 'received' },
            { token: shop.till, headers: h },
          ),
      ],
      [
        'see_reports',
        (h) =>
          server.call(
            '/res/order/sales_report',
            { from: today, to: today },
            { token: shop.till, headers: h },
          ),
      ],
      [
        'see_reports (by staff)',
        (h) => server.call('/res/staff/sales', { from: today, to: today }, { token: shop.till, headers: h }),
      ],
    ];
    for (const [name, attempt] of cases) {
      const refused = await attempt(cashier);
      expect(refused.status, `${name}: ${JSON.stringify(refused.body)}`).toBe(403);
      expect((refused.body as { error: { code: number } }).error.code, name).toBe(40350);
      const allowed = await attempt(manager);
      expect(allowed.status, `${name}: ${JSON.stringify(allowed.body)}`).toBe(200);
    }
    // a discount within the shop's limit (10%) needs no permission
    const small = await server.call(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 1, discount: { percent: 10 } } },
      { token: shop.till, headers: cashier },
    );
    expect(small.status).toBe(200);
    // staff and roles stay the owner's: a manager at the till cannot add staff
    const added = await server.call(
      '/res/staff/create',
      { name: 'X', pin: '4444', role: 'cashier' },
      { token: shop.till, headers: manager },
    );
    expect(added.status).toBe(403);
    expect((added.body as { error: { code: number } }).error.code).toBe(40352);
    // the owner's own device (no till token) may do everything, as before staff
    expect(
      (await server.call('/res/order/sales_report', { from: today, to: today }, { token: shop.owner }))
        .status,
    ).toBe(200);
  });

  it("a manager's PIN approves a cashier's refund once; the refund is hers, the approval the manager's", async () => {
    const shop = await shopWithStaff();
    const p = await newProduct(server, shop.owner, { price: 30, quantity: 10 });
    const cashier = await unlock(shop, '3333');
    const sale = await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 2 }], {
      headers: cashier,
    });
    // the sale names who rang it up: on the seller's page and on the customer's receipt
    expect(sale.staff_name).toBe('Siu Ling');
    const shown = await server.call<Order>(
      '/res/order/show_one',
      { id: sale.order_id },
      { token: shop.owner },
    );
    expect(shown.data.staff_name).toBe('Siu Ling');
    const link = await server.call<{ token: string }>(
      '/res/receipt/link',
      { id: sale.order_id },
      { token: shop.owner },
    );
    const receipt = await server.call<{ served_by?: string }>('/res/receipt/get', { token: link.data.token });
    expect(receipt.data.served_by).toBe('Siu Ling');
    const refused = await server.call('/res/order/refund', refundOf(sale, p._id), {
      token: shop.till,
      headers: cashier,
    });
    expect(refused.status).toBe(403);
    // a cashier's own PIN approves nothing
    const own = await server.call(
      '/res/till/approve',
      { pin: '3333', permission: 'refund' },
      { token: shop.till, headers: cashier },
    );
    expect(own.status).toBe(403);
    const approval = await server.call<{ approval: string; approver: StaffMember }>(
      '/res/till/approve',
      { pin: '2222', permission: 'refund' },
      { token: shop.till, headers: cashier },
    );
    expect(approval.status, JSON.stringify(approval.body)).toBe(200);
    expect(approval.data.approver._id).toBe(shop.ids.manager);
    const approved = { ...cashier, 'x-till-approval': approval.data.approval };
    const ok = await server.call('/res/order/refund', refundOf(sale, p._id), {
      token: shop.till,
      headers: approved,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // once: the same approval does not refund again
    const again = await server.call('/res/order/refund', refundOf(sale, p._id), {
      token: shop.till,
      headers: approved,
    });
    expect(again.status).toBe(403);
    // an approval for another permission does not refund
    const other = await server.call<{ approval: string }>(
      '/res/till/approve',
      { pin: '2222', permission: 'close_day' },
      { token: shop.till, headers: cashier },
    );
    const wrong = await server.call('/res/order/refund', refundOf(sale, p._id), {
      token: shop.till,
      headers: { ...cashier, 'x-till-approval': other.data.approval },
    });
    expect(wrong.status).toBe(403);
    // the refund is the cashier's in the sales by staff
    const today = hkDateOf(Date.now());
    const rows = (
      await server.call<{ rows: StaffSalesRow[] }>(
        '/res/staff/sales',
        { from: today, to: today },
        { token: shop.owner },
      )
    ).data.rows;
    expect(rows.find((r) => r.staff_id === shop.ids.cashier)).toMatchObject({
      name: 'Siu Ling',
      gross: 60,
      refunds: 30,
      net: 30,
      sales: 1,
    });
  });

  it("a till sale's typed price and big discount: refused naming the permission, one PIN approves both, kept after", async () => {
    const shop = await shopWithStaff();
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 50 });
    const q = await newProduct(server, shop.owner, { price: 20, quantity: 50 });
    const open = await newProduct(server, shop.owner, { price: 0, open_price: true, quantity: 0 });
    const cashier = await unlock(shop, '3333');
    const as = (headers: Record<string, string>) => ({ token: shop.till, headers });
    const draft = await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 1 } },
      as(cashier),
    );
    const id = draft.data.order_id;
    const withOpen = [
      { product_id: p._id, quantity: 1, discount: { percent: 30 } },
      { product_id: open._id, quantity: 1, price: 8 },
    ];
    const refused = await server.call('/res/order/update', { id, items: withOpen }, as(cashier));
    expect(refused.status).toBe(403);
    // the refusal names the permission, for the till to ask a manager for it
    const needed = (refused.body as unknown as { error: { code: number; permission: string } }).error;
    expect(needed.code).toBe(40350);
    expect(['open_price', 'discount']).toContain(needed.permission);
    // an approval of one of the two is not enough (and is spent)
    const one = await server.call<{ approval: string }>(
      '/res/till/approve',
      { pin: '2222', permission: 'open_price' },
      as(cashier),
    );
    const half = await server.call(
      '/res/order/update',
      { id, items: withOpen },
      as({ ...cashier, 'x-till-approval': one.data.approval }),
    );
    expect(half.status).toBe(403);
    expect((half.body as unknown as { error: { permission: string } }).error.permission).toBe('discount');
    // a cashier cannot approve her own
    const own = await server.call(
      '/res/till/approve',
      { pin: '3333', permission: 'discount', also: ['open_price'] },
      as(cashier),
    );
    expect(own.status).toBe(403);
    const both = await server.call<{ approval: string }>(
      '/res/till/approve',
      { pin: '2222', permission: 'discount', also: ['open_price'] },
      as(cashier),
    );
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    const saved = await server.call<Order>(
      '/res/order/update',
      { id, items: withOpen },
      as({ ...cashier, 'x-till-approval': both.data.approval }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // the next item scanned keeps what was approved: no second PIN for the same price and discount
    const next = await server.call(
      '/res/order/update',
      { id, items: [...withOpen, { product_id: q._id, quantity: 2 }] },
      as(cashier),
    );
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    // but a changed price, or a bigger discount, asks again
    const changed = await server.call(
      '/res/order/update',
      { id, items: [withOpen[0], { product_id: open._id, quantity: 1, price: 9 }] },
      as(cashier),
    );
    expect((changed.body as unknown as { error: { permission: string } }).error.permission).toBe(
      'open_price',
    );
    const bigger = await server.call(
      '/res/order/update',
      { id, items: [{ ...withOpen[0], discount: { percent: 40 } }, withOpen[1]] },
      as(cashier),
    );
    expect((bigger.body as unknown as { error: { permission: string } }).error.permission).toBe('discount');
    // a bill's amount within the limit on $140 ($14), kept while lines go: asked again when it is a bigger share
    const billed = await server.call(
      '/res/order/update',
      { id, items: [{ product_id: q._id, quantity: 7 }], discount: { amount: 14 } },
      as(cashier),
    );
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    const fewer = await server.call(
      '/res/order/update',
      { id, items: [{ product_id: q._id, quantity: 2 }] },
      as(cashier),
    );
    expect((fewer.body as unknown as { error: { permission: string } }).error.permission).toBe('discount');
  });

  it('the profit is left out of sales, totals, dashboard, report and CSV for a member who does not see costs', async () => {
    const shop = await shopWithStaff();
    const p = await newProduct(server, shop.owner, { price: 40, quantity: 20 });
    const role = await server.call<{ id: string }>(
      '/res/staff/role_save',
      { name: 'Bookkeeper', permissions: ['see_reports'] },
      { token: shop.owner },
    );
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    await server.call(
      '/res/staff/create',
      { name: 'Wai', pin: '5555', role: role.data.id },
      { token: shop.owner },
    );
    const manager = await unlock(shop, '2222');
    await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 2 }], { headers: manager });
    const today = hkDateOf(Date.now());
    type Listed = { items: { total_profit?: number }[]; totals: { profit?: number } };
    type Report = { totals: { profit?: number }; buckets: { profit?: number }[] };
    type Dashboard = { today: { profit?: number } };
    const read = async (headers: Record<string, string>) => {
      const as = { token: shop.till, headers };
      const [list, dash, report, csv] = await Promise.all([
        server.call<Listed>('/res/order/sales', { period: 'today' }, as),
        server.call<Dashboard>('/user/info/sale_data', {}, as),
        server.call<Report>('/res/order/sales_report', { from: today, to: today }, as),
        server.call<{ csv: string }>('/res/order/export_sales_csv', { from: today, to: today }, as),
      ]);
      return {
        list: list.data,
        dash: dash.data,
        report: report.data,
        header: csv.data.csv.split(/\r?\n/)[0] ?? '',
      };
    };
    const seen = await read(manager);
    expect(typeof seen.list.items[0]?.total_profit).toBe('number');
    expect(typeof seen.list.totals.profit).toBe('number');
    expect(typeof seen.dash.today.profit).toBe('number');
    expect(typeof seen.report.totals.profit).toBe('number');
    expect(seen.header).toContain('profit');
    const hidden = await read(await unlock(shop, '5555'));
    expect(hidden.list.items).toHaveLength(1);
    expect(hidden.list.items[0]).not.toHaveProperty('total_profit');
    expect(hidden.list.totals).not.toHaveProperty('profit');
    expect(hidden.dash.today).not.toHaveProperty('profit');
    expect(hidden.report.totals).not.toHaveProperty('profit');
    expect(hidden.report.buckets[0]).not.toHaveProperty('profit');
    expect(hidden.header).not.toContain('profit');
    expect(hidden.header.split(',').length).toBe(seen.header.split(',').length - 1);
    // a cashier's sales list (she may look a sale up to refund it) has no profit either
    const cashier = await server.call<Listed>(
      '/res/order/sales',
      { period: 'today' },
      {
        token: shop.till,
        headers: await unlock(shop, '3333'),
      },
    );
    expect(cashier.data.items[0]).not.toHaveProperty('total_profit');
  });

  it('wrong PINs are throttled per shop and device: the right PIN is refused after 5 wrong ones', async () => {
    const shop = await shopWithStaff();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await server.call('/res/till/unlock', { pin: '9999' }, { token: shop.till });
      expect(wrong.status).toBe(403);
      expect((wrong.body as { error: { code: number } }).error.code).toBe(40353);
    }
    const blocked = await server.call('/res/till/unlock', { pin: '2222' }, { token: shop.till });
    expect(blocked.status).toBe(429);
    expect((blocked.body as { error: { code: number } }).error.code).toBe(42950);
    // another device of the shop still unlocks
    expect((await server.call('/res/till/unlock', { pin: '2222' }, { token: shop.owner })).status).toBe(200);
  });

  it('a till session without its token is locked past selling; a locked token stops working', async () => {
    const shop = await shopWithStaff();
    const today = hkDateOf(Date.now());
    const manager = await unlock(shop, '2222');
    expect(
      (
        await server.call(
          '/res/order/sales_report',
          { from: today, to: today },
          { token: shop.till, headers: manager },
        )
      ).status,
    ).toBe(200);
    const bare = await server.call(
      '/res/order/sales_report',
      { from: today, to: today },
      { token: shop.till },
    );
    expect(bare.status).toBe(403);
    expect((bare.body as { error: { code: number } }).error.code).toBe(40351);
    await server.call('/res/till/lock', {}, { token: shop.till, headers: manager });
    const ended = await server.call(
      '/res/order/sales_report',
      { from: today, to: today },
      { token: shop.till, headers: manager },
    );
    expect((ended.body as { error: { code: number } }).error.code).toBe(40351);
    // a till token works only with the session it was given to
    const stolen = await server.call(
      '/res/order/sales_report',
      { from: today, to: today },
      { token: shop.owner, headers: await unlock(shop, '2222') },
    );
    expect(stolen.status).toBe(403);
  });

  it('sales by staff add up to the sales records; cash moves and the shift close carry the member', async () => {
    const shop = await shopWithStaff();
    const p = await newProduct(server, shop.owner, { price: 12.5, quantity: 100 });
    const cashier = await unlock(shop, '3333');
    const manager = await unlock(shop, '2222');
    await server.call(
      '/res/shift/open',
      { float: 200, idempotency_key: idemKey('open') },
      { token: shop.till, headers: cashier },
    );
    const moved = await server.call(
      '/res/shift/cash_move',
      { amount: -20, reason: 'Lunch', idempotency_key: idemKey('move') },
      { token: shop.till, headers: cashier },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 3 }], { headers: cashier });
    await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 1 }], { headers: cashier });
    const big = await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 4 }], {
      headers: manager,
    });
    await paidTillSale(server, shop.owner, [{ product_id: p._id, quantity: 2 }]);
    await server.call('/res/order/refund', refundOf(big, p._id), { token: shop.till, headers: manager });
    const report = await server.call<{ shift: { staff_id: string | null } }>(
      '/res/shift/report',
      {},
      { token: shop.till, headers: cashier },
    );
    expect(report.data.shift.staff_id).toBe(shop.ids.cashier);
    const closeByCashier = await server.call(
      '/res/shift/close',
      { counted: 230, idempotency_key: idemKey('close') },
      { token: shop.till, headers: cashier },
    );
    expect(closeByCashier.status).toBe(403);
    expect(
      (
        await server.call(
          '/res/shift/close',
          { counted: 230, idempotency_key: idemKey('close') },
          { token: shop.till, headers: manager },
        )
      ).status,
    ).toBe(200);

    const today = hkDateOf(Date.now());
    const bySt = (
      await server.call<{ rows: StaffSalesRow[]; total: StaffSalesRow }>(
        '/res/staff/sales',
        { from: today, to: today },
        { token: shop.owner },
      )
    ).data;
    const records = (
      await server.call<{ totals: { revenue: number; count: number } }>(
        '/res/order/sales',
        { from: today, to: today },
        { token: shop.owner },
      )
    ).data.totals;
    expect(bySt.total.net).toBe(records.revenue);
    expect(bySt.total.sales).toBe(records.count);
    expect(bySt.rows.reduce((n, r) => n + Math.round(r.net * 100), 0)).toBe(
      Math.round(records.revenue * 100),
    );
    expect(bySt.rows.find((r) => r.staff_id === shop.ids.cashier)).toMatchObject({
      gross: 50,
      refunds: 0,
      sales: 2,
      average: 25,
    });
    expect(bySt.rows.find((r) => r.staff_id === shop.ids.manager)).toMatchObject({
      gross: 50,
      refunds: 12.5,
      net: 37.5,
      sales: 1,
    });
    expect(bySt.rows.find((r) => r.staff_id === null)).toMatchObject({ gross: 25, sales: 1 });
    const csv = (
      await server.call<{ csv: string }>(
        '/res/staff/sales_csv',
        { from: today, to: today },
        { token: shop.owner },
      )
    ).data.csv;
    expect(csv).toContain('Siu Ling,50.00,0.00,0.00,50.00,2,25.00');
  });

  it("an offline sale synced later keeps its cashier; another shop's member is refused", async () => {
    const shop = await shopWithStaff();
    const other = await shopWithStaff();
    const p = await newProduct(server, shop.owner, { price: 8, quantity: 10 });
    const sale = (staffId: string) => ({
      idempotency_key: idemKey('offline'),
      method: 'cash',
      sold_at: Date.now() - 60_000,
      items: [{ product_id: p._id, quantity: 2 }],
      staff_id: staffId,
    });
    // synced while the till is locked (no till token on this device): the sale says who made it
    const synced = await server.call('/res/order/offline_sale', sale(shop.ids.cashier), {
      token: shop.owner,
    });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    const foreign = await server.call('/res/order/offline_sale', sale(other.ids.cashier), {
      token: shop.owner,
    });
    expect(foreign.status).toBe(400);
    const today = hkDateOf(Date.now() - 60_000);
    const rows = (
      await server.call<{ rows: StaffSalesRow[] }>(
        '/res/staff/sales',
        { from: today, to: today },
        { token: shop.owner },
      )
    ).data.rows;
    expect(rows.find((r) => r.staff_id === shop.ids.cashier)).toMatchObject({ gross: 16, sales: 1 });
  });

  it('PINs are unique in a shop, 4 digits, and the list hands the till its offline verifiers', async () => {
    const shop = await shopWithStaff();
    const taken = await server.call(
      '/res/staff/create',
      { name: 'Dup', pin: '2222', role: 'cashier' },
      { token: shop.owner },
    );
    expect((taken.body as { error: { code: number } }).error.code).toBe(40995);
    expect(
      (
        await server.call(
          '/res/staff/create',
          { name: 'Short', pin: '12', role: 'cashier' },
          { token: shop.owner },
        )
      ).status,
    ).toBe(400);
    const list = (
      await server.call<{
        items: StaffMember[];
        pin_required: boolean;
        offline_pins: { staff_id: string; hash: string }[];
      }>('/res/staff/list', {}, { token: shop.owner })
    ).data;
    expect(list.pin_required).toBe(true);
    expect(list.items.map((m) => m.name)).toEqual(['Mei', 'Ka Yan', 'Siu Ling']);
    expect(list.offline_pins).toHaveLength(3);
    expect(JSON.stringify(list)).not.toContain('3333');
    await server.call('/res/staff/remove', { id: shop.ids.cashier }, { token: shop.owner });
    const gone = await server.call('/res/till/unlock', { pin: '3333' }, { token: shop.till });
    expect(gone.status).toBe(403);
  });
});
