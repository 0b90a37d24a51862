import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayFigures } from '../../../contract/day-close';
import type { Order, PaymentCode, Sale } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import type { ShiftReport } from '../../../contract/shifts';
import type { RoleEntry, StaffMember, StaffSalesRow } from '../../../contract/staff';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { DEMO_HELPER_DISCOUNT, DEMO_HELPER_ROLE, DEMO_STAFF } from '../../staff/seed';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'on' });
}, 120_000);
afterAll(() => server?.close());

async function login(email: string): Promise<string> {
  return (await server.call<{ token: string }>('/auth/user/login', { email, passwd: DEMO_PASSWORD })).data
    .token;
}

describe(`demo orders and sales (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('gives the demo sellers payment codes and three weeks of sales, and the customers carts and orders', async () => {
    const mei = await login('mei@stallfeed.demo');
    const codes = (await server.call<PaymentCode[]>('/user/info/list_payment_code', {}, { token: mei })).data;
    expect(codes.map((c) => c.type)).toEqual(['fps', 'payme', 'alipay_hk']);
    expect((await fetch(`${server.url}/img/${codes[0]!.image}`)).status).toBe(200);

    const sales = (
      await server.call<{ items: Sale[]; totals: { count: number; revenue: number } }>(
        '/res/order/sales',
        { period: '30d', limit: 100 },
        { token: mei },
      )
    ).data;
    expect(sales.totals.count).toBeGreaterThan(5);
    expect(sales.items.some((s) => s.channel === 'online')).toBe(true);
    const days = new Set(sales.items.filter((s) => s.channel === 'pos').map((s) => s.time.slice(0, 10)));
    expect(days.size).toBeGreaterThan(5);
    // a cash sale whose total was rounded to 10¢ shows its rounding row (docs/decisions/0264-cash-rounding.md)
    // Mei's weighed sale with $10 off (seed.ts weighedSale) is one
    const weighed = sales.items.find((s) => s.items.some((l) => l.unit !== 'piece'));
    expect(weighed?.payment_method?.kind).toBe('cash');
    expect(weighed?.rounding).not.toBe(0);
    // a sale paid part by FPS, part in cash (docs/decisions/0281-split-payments.md): its receipt lists both. The
    // other split sale is Ah Fong's on the offline till, to check for its FPS part (server/staff/seed.ts)
    const splits = sales.items.filter((s) => s.payment_method?.kind === 'split');
    expect(splits.map((s) => s.to_check).sort()).toEqual([false, true]);
    const split = splits.filter((s) => !s.to_check);
    const link = await server.call<{ token: string }>(
      '/res/receipt/link',
      { id: split[0]!.order_id },
      { token: mei },
    );
    const splitReceipt = (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
    expect(splitReceipt.payments!.map((p) => p.method.kind)).toEqual(['fps', 'cash']);
    expect(splitReceipt.payments![1]!.change).toBeGreaterThan(0);
    expect(Math.round(splitReceipt.payments!.reduce((n, p) => n + p.amount, 0) * 100)).toBe(
      Math.round(split[0]!.total * 100),
    );
    // Mrs Wong's sale paid partly with her loyalty points (docs/decisions/0283-loyalty.md): its receipt's own row
    const today = sales.items.filter(
      (s) => s.channel === 'pos' && s.time.slice(0, 10) === sales.items[0]!.time.slice(0, 10),
    );
    const shown = await Promise.all(
      today.map(
        async (s) =>
          (await server.call<Order>('/res/order/show_one', { id: s.order_id }, { token: mei })).data,
      ),
    );
    const withPoints = shown.find((o) => (o.points_redeemed ?? 0) > 0);
    expect(withPoints?.points_discount).toBeGreaterThan(0);
    const pointsLink = await server.call<{ token: string }>(
      '/res/receipt/link',
      { id: withPoints!.order_id },
      { token: mei },
    );
    const pointsReceipt = (await server.call<Receipt>('/res/receipt/get', { token: pointsLink.data.token }))
      .data;
    expect(pointsReceipt.points_redeemed).toBe(withPoints!.points_redeemed);
    expect(pointsReceipt.points_discount).toBe(withPoints!.points_discount);
    for (const s of sales.items) {
      if (s.payment_method?.kind === 'cash') expect(Math.round(s.total * 100) % 10).toBe(0);
      else expect(s.rounding).toBe(0);
    }
    // the FPS sale made on the offline till and synced: Mei ticks it against her bank app (decision 0276); newer,
    // her helper's split sale with an FPS part, made on the offline till today (server/staff/seed.ts)
    const toCheck = (
      await server.call<{ items: Sale[]; count: number }>('/res/order/list_to_check', {}, { token: mei })
    ).data;
    expect(toCheck.count).toBe(2);
    expect(toCheck.items.map((s) => [s.channel, s.payment_method?.kind, s.to_check])).toEqual([
      ['pos', 'split', true],
      ['pos', 'fps', true],
    ]);
    expect(sales.items.filter((s) => s.to_check).map((s) => s.order_id)).toEqual(
      toCheck.items.map((s) => s.order_id),
    );
    // yesterday's shift, closed with $50 out for lunch, counted exact (docs/decisions/0279-shifts-and-cash-moves.md)
    const shifts = (await server.call<{ items: { _id: string }[] }>('/res/shift/list', {}, { token: mei }))
      .data;
    expect(shifts.items).toHaveLength(1);
    const shift = (
      await server.call<{ shift: ShiftReport }>(
        '/res/shift/report',
        { shift_id: shifts.items[0]!._id },
        { token: mei },
      )
    ).data.shift;
    expect(shift.moves.map((m) => [m.amount, m.reason])).toEqual([[-50, 'Lunch']]);
    expect(shift).toMatchObject({ float: 500, difference: 0 });
    expect(shift.closed_at).not.toBeNull();
    const data = (
      await server.call<{ last_30_days: { sales: number; revenue: number } }>(
        '/user/info/sale_data',
        {},
        { token: mei },
      )
    ).data;
    expect(data.last_30_days).toMatchObject({ sales: sales.totals.count, revenue: sales.totals.revenue });

    const ada = await login('ada@stallfeed.demo');
    const cart = (await server.call<{ order: Order | null }>('/res/order/cart', {}, { token: ada })).data
      .order;
    expect(cart?.items).toHaveLength(2);
    // Ada's member card was shown at Mei's stall: she has points there to spend at online checkout (decision 0283)
    const meiUser = (await server.call<{ user_id: string }>('/auth/user/me', {}, { token: mei })).data
      .user_id;
    const adaPoints = (
      await server.call<{ points: number }>('/res/loyalty/balance', { seller_id: meiUser }, { token: ada })
    ).data.points;
    expect(adaPoints).toBeGreaterThan(0);
    const orders = (
      await server.call<{ items: Order[] }>('/res/order/list', { role: 'buyer' }, { token: ada })
    ).data.items;
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['completed', 'paid', 'pending_payment']));

    // issue 19: Mei sees Ada's claimed payment first, and one POS sale with a refund
    const claimed = (await server.call<{ items: Order[] }>('/res/order/claimed', {}, { token: mei })).data
      .items;
    // the buyer as people see her: her display name, not her username (issue 25)
    expect(claimed.map((o) => o.buyer_name)).toEqual(['Ada Lam']);
    // the latest till sale but Mrs Wong's with her points, which stays whole, and Ah Fong's, seeded after the refund
    let latest: Sale | undefined;
    for (const s of sales.items.filter((s) => s.channel === 'pos' && s.order_id !== withPoints!.order_id)) {
      const order = (await server.call<Order>('/res/order/show_one', { id: s.order_id }, { token: mei }))
        .data;
      if (order.staff_name !== undefined) continue;
      latest = s;
      break;
    }
    const refunds = (
      await server.call<{ refunded: number; refunds: unknown[] }>(
        '/res/order/refunds',
        { id: latest!.order_id },
        { token: mei },
      )
    ).data;
    expect(refunds.refunds).toHaveLength(1);
    expect(refunds.refunded).toBeGreaterThan(0);

    // Mei hears of Ada's claim; Ada of the refund of her completed order from Mei (docs/decisions/0065)
    const kinds = async (token: string) =>
      (
        await server.call<{ items: { kind: string }[] }>('/user/notification/list', { limit: 100 }, { token })
      ).data.items.map((n) => n.kind);
    expect(await kinds(mei)).toContain('payment_claimed');
    expect(await kinds(ada)).toContain('order_refunded');

    // reviews (docs/decisions/0242-reviews.md): Mei's shop is rated by Ada and Ben, with her reply to Ada;
    // Ben's collected order still has a line to rate
    const meiId = (await server.call<{ user_id: string }>('/auth/user/me', {}, { token: mei })).data.user_id;
    const shop = (
      await server.call<{ items: { reply: unknown }[]; summary: { count: number } }>('/res/review/list', {
        seller_id: meiId,
      })
    ).data;
    expect(shop.summary.count).toBe(2);
    expect(shop.items.filter((r) => r.reply !== null)).toHaveLength(1);
    const ben = await login('ben@stallfeed.demo');
    const collected = (
      await server.call<{ items: Order[] }>(
        '/res/order/list',
        { role: 'buyer', status: 'completed' },
        { token: ben },
      )
    ).data.items[0]!;
    const rated = (
      await server.call<{ items: unknown[] }>(
        '/res/review/list_mine',
        { order_id: collected.order_id },
        { token: ben },
      )
    ).data.items;
    expect([collected.items.length, rated.length]).toEqual([2, 1]);
  });
  it('gives Mei a weekend helper with the shop’s own role, and her split sale on the offline till today', async () => {
    const mei = await login('mei@stallfeed.demo');
    // the custom role (docs/decisions/0280-staff-pins-and-roles.md): prices typed and the day closed, a discount only
    // within the till's limit, no refunds, no costs
    const staff = (
      await server.call<{ items: StaffMember[]; roles: RoleEntry[] }>('/res/staff/list', {}, { token: mei })
    ).data;
    const custom = staff.roles.filter((r) => !r.built_in);
    expect(custom).toEqual([
      {
        id: expect.any(String),
        name: DEMO_HELPER_ROLE.name,
        built_in: false,
        permissions: ['open_price', 'close_day'],
      },
    ]);
    expect(staff.items.map((m) => [m.name, m.role])).toEqual([
      [DEMO_STAFF.owner.name, 'owner'],
      [DEMO_STAFF.helper.name, custom[0]!.id],
    ]);
    const helper = staff.items[1]!;
    expect(helper.permissions).toEqual(['open_price', 'close_day']);

    // her split sale: part cash, part FPS, 5 % off the bill within the limit, so nothing unapproved; to check for
    // the FPS part she could not see arrive offline (decisions 0276, 0281, 0288)
    const sales = (
      await server.call<{ items: Sale[] }>('/res/order/sales', { period: '7d', limit: 100 }, { token: mei })
    ).data.items;
    const shown = await Promise.all(
      sales
        .filter((s) => s.payment_method?.kind === 'split')
        .map(
          async (s) =>
            (await server.call<Order>('/res/order/show_one', { id: s.order_id }, { token: mei })).data,
        ),
    );
    const theirs = shown.filter((o) => o.staff_name === DEMO_STAFF.helper.name);
    expect(theirs).toHaveLength(1);
    const sale = theirs[0]!;
    expect(sale).toMatchObject({
      order_type: 'POS-Sell',
      to_check: true,
      discount: DEMO_HELPER_DISCOUNT,
      payment_method: { kind: 'split', label: 'Cash + FPS' },
    });
    expect(sale.unapproved).toBeUndefined();
    expect(sale.discount_amount).toBeGreaterThan(0);
    const link = await server.call<{ token: string }>(
      '/res/receipt/link',
      { id: sale.order_id },
      { token: mei },
    );
    const receipt = (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
    expect(receipt.served_by).toBe(DEMO_STAFF.helper.name);
    expect(receipt.payments!.map((p) => [p.method.kind, p.change])).toEqual([
      ['cash', 0],
      ['fps', 0],
    ]);
    const [cash, fps] = receipt.payments!;
    expect(Math.round((cash!.amount + fps!.amount) * 100)).toBe(Math.round(sale.total * 100));
    expect(receipt.rounding).toBe(0);

    // the day close of that day counts the cash part as cash and the FPS part in its own row
    const day = sales.find((s) => s.order_id === sale.order_id)!.time.slice(0, 10);
    const figures = (
      await server.call<{ figures: DayFigures }>('/res/pos/day_close/figures', { day }, { token: mei })
    ).data.figures;
    expect(figures.cash_sales).toBeGreaterThanOrEqual(cash!.amount);
    expect(figures.other.find((o) => o.kind === 'fps' && o.label === 'FPS')).toMatchObject({
      sales: 1,
      amount: fps!.amount,
    });

    // sales by staff that day: her two sales (this one and one in cash), her discount, no refunds
    const byStaff = (
      await server.call<{ rows: StaffSalesRow[] }>('/res/staff/sales', { from: day, to: day }, { token: mei })
    ).data.rows;
    expect(byStaff.find((r) => r.staff_id === helper._id)).toMatchObject({
      name: DEMO_STAFF.helper.name,
      sales: 2,
      refunds: 0,
      discounts: sale.discount_amount,
    });
  });
});
