import { describe, expect, it } from 'vitest';
import type { Order, Sale } from '../../../contract/orders';
import { shopWithStaff, unlockTill } from '../../staff/staff-shop.testing';
import { serverForFile } from '../../testing/file-server';
import { idemKey, newProduct } from '../testing/test-helpers';

/**
 * A manager's approval on the offline till (docs/decisions/0288-offline-manager-approval.md), on SQLite and
 * PostgreSQL: `/res/order/offline_sale` checks the sale's member as the online till does (a discount above the
 * shop's limit needs `discount`, a typed price `open_price`); what she lacked must be covered by `approved_by`, a
 * member of the shop whose role has it. A sale whose rights do not hold is recorded all the same, to check, with
 * the reason; the approver's name is on the sale.
 */
const server = await serverForFile();

const STAFF = {
  manager: ['May', '2222', 'manager'],
  cashier: ['Ann', '3333', 'cashier'],
  helper: ['Kit', '4444', 'cashier'],
} as const;

async function sell(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await server.call<{ order_id: string }>(
    '/res/order/offline_sale',
    { idempotency_key: idemKey('offline'), method: 'cash', sold_at: Date.now() - 60_000, ...body },
    { token, headers },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const order = await server.call<Order>('/res/order/show_one', { id: res.data.order_id }, { token });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return order.data;
}

describe(`offline manager approval (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it("a cashier's 50 % discount without an approver is recorded, to check, with the reason", async () => {
    const shop = await shopWithStaff(server, STAFF);
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 10 });
    const order = await sell(shop.owner, {
      items: [{ product_id: p._id, quantity: 1 }],
      discount: { percent: 50 },
      staff_id: shop.ids.cashier,
    });
    expect(order.total).toBe(50);
    expect(order.to_check).toBe(true);
    expect(order.unapproved).toEqual(['discount']);
    expect(order.approved_by_name).toBeUndefined();
    expect(order.staff_name).toBe('Ann');
    // it waits with the FPS sales to check
    const list = await server.call<{ items: Sale[] }>('/res/order/list_to_check', {}, { token: shop.owner });
    expect(list.data.items.map((s) => s.order_id)).toContain(order._id);
    // and its rows say why: a cash sale with an unapproved discount, no FPS payment to find (decision 0288)
    expect(list.data.items.find((s) => s.order_id === order._id)?.unapproved).toEqual(['discount']);
    const sales = await server.call<{ items: Sale[] }>(
      '/res/order/sales',
      { period: 'all', channel: 'all' },
      { token: shop.owner },
    );
    expect(sales.data.items.find((s) => s.order_id === order._id)).toMatchObject({
      to_check: true,
      unapproved: ['discount'],
    });
  });

  it("with the manager as approver it is recorded clean, with the manager's name", async () => {
    const shop = await shopWithStaff(server, STAFF);
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 10 });
    const order = await sell(shop.owner, {
      items: [{ product_id: p._id, quantity: 1, discount: { percent: 50 } }],
      staff_id: shop.ids.cashier,
      approved_by: shop.ids.manager,
    });
    expect(order.total).toBe(50);
    expect(order.to_check).toBe(false);
    expect(order.unapproved).toBeUndefined();
    expect(order.approved_by_name).toBe('May');
  });

  it('an approver who lacks the right, or is not one of the shop, leaves the sale to check', async () => {
    const shop = await shopWithStaff(server, STAFF);
    const other = await shopWithStaff(server, { manager: ['Sam', '5555', 'manager'] });
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 10 });
    const byCashier = await sell(shop.owner, {
      items: [{ product_id: p._id, quantity: 1 }],
      discount: { amount: 30 },
      staff_id: shop.ids.cashier,
      approved_by: shop.ids.helper,
    });
    expect(byCashier.to_check).toBe(true);
    expect(byCashier.unapproved).toEqual(['discount']);
    // she is the shop's: her name stays on the sale, though her approval did not cover it
    expect(byCashier.approved_by_name).toBe('Kit');

    const byStranger = await sell(shop.owner, {
      items: [{ product_id: p._id, quantity: 1 }],
      discount: { amount: 30 },
      staff_id: shop.ids.cashier,
      approved_by: other.ids.manager,
    });
    expect(byStranger.to_check).toBe(true);
    expect(byStranger.unapproved).toEqual(['discount']);
    expect(byStranger.approved_by_name).toBeUndefined();
  });

  it('a typed price and a big discount both unapproved are both the reason; within the limit nothing is asked', async () => {
    const shop = await shopWithStaff(server, STAFF);
    const open = await newProduct(server, shop.owner, { open_price: true, quantity: 10 });
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 10 });
    const both = await sell(shop.owner, {
      items: [
        { product_id: open._id, quantity: 1, price: 40 },
        { product_id: p._id, quantity: 1, discount: { percent: 20 } },
      ],
      staff_id: shop.ids.cashier,
    });
    expect(both.to_check).toBe(true);
    expect([...(both.unapproved ?? [])].sort()).toEqual(['discount', 'open_price']);

    // the shop's limit is 10 %: a 10 % discount is the cashier's own to give
    const within = await sell(shop.owner, {
      items: [{ product_id: p._id, quantity: 1 }],
      discount: { percent: 10 },
      staff_id: shop.ids.cashier,
    });
    expect(within.to_check).toBe(false);
    expect(within.unapproved).toBeUndefined();
  });

  it("the owner's own offline sale is never asked, nor the manager's", async () => {
    const shop = await shopWithStaff(server, STAFF);
    const open = await newProduct(server, shop.owner, { open_price: true, quantity: 10 });
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 10 });
    const items = [
      { product_id: open._id, quantity: 1, price: 40 },
      { product_id: p._id, quantity: 1 },
    ];
    const owners = await sell(shop.owner, { items, discount: { percent: 90 } });
    expect(owners.to_check).toBe(false);
    expect(owners.unapproved).toBeUndefined();
    const managers = await sell(shop.owner, { items, discount: { percent: 90 }, staff_id: shop.ids.manager });
    expect(managers.to_check).toBe(false);
  });

  it('synced from the till with no staff_id, the member acting is checked', async () => {
    const shop = await shopWithStaff(server, STAFF);
    const p = await newProduct(server, shop.owner, { price: 100, quantity: 10 });
    const cashier = await unlockTill(server, shop, '3333');
    const res = await server.call<{ order_id: string }>(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('offline'),
        method: 'cash',
        sold_at: Date.now() - 60_000,
        items: [{ product_id: p._id, quantity: 1 }],
        discount: { percent: 50 },
      },
      { token: shop.till, headers: cashier },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await server.call<Order>(
      '/res/order/show_one',
      { id: res.data.order_id },
      { token: shop.owner },
    );
    expect(order.data).toMatchObject({ to_check: true, unapproved: ['discount'], staff_name: 'Ann' });
  });
});
