import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import type { StockEntry } from '../../contract/product-stock';
import type { Product } from '../../contract/products';
import type { RoleEntry, StaffMember } from '../../contract/staff';
import { idemKey, newProduct } from '../orders/testing/test-helpers';
import { paidTillSale } from '../orders/testing/till-sales';
import { uploadImages } from '../products/test-helpers';
import { serverForFile } from '../testing/file-server';
import { signUp, TEST_PASSWORD } from '../testing/test-server';

/**
 * What a till's member leaves in the stock history and what she may see (docs/decisions/0280-staff-pins-and-roles.md),
 * on SQLite and PostgreSQL: every stock change she makes carries her staff_id; costs and profit are left out for
 * a member without see_costs; the products CSV import needs edit_products and its export see_costs.
 */
const server = await serverForFile();

type Headers = Record<string, string>;

interface Shop {
  owner: string;
  /** a second session of the shop: the shared till */
  till: string;
  ids: { manager: string; cashier: string; stocker: string };
}

async function shopWithStaff(): Promise<Shop> {
  const seller = await signUp(server, 's');
  const owner = { token: seller.token };
  // a custom role that may change products and stock but not see costs
  const stockRole = await server.call<RoleEntry>(
    '/res/staff/role_save',
    { name: 'Stock keeper', permissions: ['edit_products'] },
    owner,
  );
  expect(stockRole.status, JSON.stringify(stockRole.body)).toBe(200);
  const add = async (name: string, pin: string, role: string) => {
    const res = await server.call<StaffMember>('/res/staff/create', { name, pin, role }, owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.data._id;
  };
  const ids = {
    manager: await add('Ka Yan', '2222', 'manager'),
    cashier: await add('Siu Ling', '3333', 'cashier'),
    stocker: await add('Ah Fai', '4444', stockRole.data.id),
  };
  const till = (
    await server.call<{ token: string }>('/auth/user/login', { email: seller.email, passwd: TEST_PASSWORD })
  ).data.token;
  return { owner: seller.token, till, ids };
}

async function unlock(shop: Shop, pin: string): Promise<Headers> {
  const res = await server.call<{ token: string }>('/res/till/unlock', { pin }, { token: shop.till });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { 'x-till-token': res.data.token };
}

async function history(token: string, id: string): Promise<StockEntry[]> {
  const res = await server.call<{ items: StockEntry[] }>('/res/product/stock_history', { id }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.items;
}

const errorCode = (body: unknown) => (body as { error?: { code?: number } }).error?.code;

describe(`a till's member in the stock history and costs (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('every stock change made at the till carries the acting member; the owner’s own carry none', async () => {
    const shop = await shopWithStaff();
    const owner = { token: shop.owner };
    const p = await newProduct(server, shop.owner, { price: 10, quantity: 20 });
    const cashier = await unlock(shop, '3333');
    const manager = await unlock(shop, '2222');

    const sale = await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 2 }], {
      headers: cashier,
    });
    const received = await server.call<{ entry: StockEntry }>(
      '/res/product/adjust_stock',
      { id: p._id, change: 5, reason: 'received' },
      { token: shop.till, headers: manager },
    );
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.data.entry.staff_id).toBe(shop.ids.manager);
    const refund = await server.call(
      '/res/order/refund',
      {
        id: sale.order_id,
        reason: 'Changed mind',
        idempotency_key: idemKey('refund'),
        lines: [{ product_id: p._id, quantity: 1, restock: true }],
      },
      { token: shop.till, headers: manager },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const edited = await server.call(
      '/res/product/update',
      {
        id: p._id,
        name: p.name,
        description: p.description,
        price: 10,
        cost: 4,
        quantity: 30,
        discount: 0,
        category: ['Test'],
        imagePath: await uploadImages(server, shop.owner),
      },
      { token: shop.till, headers: manager },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const counted = await server.call(
      '/res/product/adjust_stock',
      { id: p._id, count: 28, reason: 'count' },
      owner,
    );
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);

    const entries = await history(shop.owner, p._id);
    expect(entries.map((e) => [e.reason, e.change, e.staff_id])).toEqual([
      ['count', -2, null],
      ['edit', 6, shop.ids.manager],
      ['refund', 1, shop.ids.manager],
      ['received', 5, shop.ids.manager],
      ['pos_sale', -2, shop.ids.cashier],
      ['created', 20, null],
    ]);
    // with their names, as the owner named them
    expect(entries.map((e) => e.staff_name ?? null)).toEqual([
      null,
      'Ka Yan',
      'Ka Yan',
      'Ka Yan',
      'Siu Ling',
      null,
    ]);
    // the till reads the same history, with the members
    expect((await history(shop.till, p._id)).map((e) => e.staff_id)).toEqual(entries.map((e) => e.staff_id));
  });

  it('a product created at the till, a CSV import and an offline sale carry their member too', async () => {
    const shop = await shopWithStaff();
    const manager = await unlock(shop, '2222');
    const created = await server.call<{ product: Product }>(
      '/res/product/create',
      {
        name: 'Till soap',
        description: 'x',
        price: 12,
        cost: 5,
        quantity: 9,
        discount: 0,
        category: ['Test'],
      },
      { token: shop.till, headers: manager },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.data.product._id;
    expect((await history(shop.owner, id)).map((e) => [e.reason, e.staff_id])).toEqual([
      ['created', shop.ids.manager],
    ]);

    const imported = await server.call<{ committed: boolean }>(
      '/res/product/import_csv',
      { csv: `id,name,price,cost,quantity\n${id},Till soap,12,5,15\n`, commit: true },
      { token: shop.till, headers: manager },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.data.committed).toBe(true);

    // synced from the owner's device: the sale names the cashier who rang it up offline
    const offline = await server.call(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey('offline'),
        method: 'cash',
        sold_at: Date.now() - 60_000,
        items: [{ product_id: id, quantity: 3 }],
        staff_id: shop.ids.cashier,
      },
      { token: shop.owner },
    );
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);
    expect((await history(shop.owner, id)).map((e) => [e.reason, e.change, e.staff_id])).toEqual([
      ['offline_sale', -3, shop.ids.cashier],
      ['import', 6, shop.ids.manager],
      ['created', 9, shop.ids.manager],
    ]);
  });

  it('a member without see_costs reads products, sales and refunds without cost or profit', async () => {
    const shop = await shopWithStaff();
    const p = await newProduct(server, shop.owner, { price: 100, cost: 40, quantity: 10 });
    const cashier = await unlock(shop, '3333');
    const manager = await unlock(shop, '2222');
    const stocker = await unlock(shop, '4444');
    const as = (headers?: Headers) => ({ token: headers ? shop.till : shop.owner, headers: headers ?? {} });

    const getCost = async (headers?: Headers) =>
      (await server.call<Product>('/res/product/get', { id: p._id }, as(headers))).data.cost;
    const listCosts = async (headers?: Headers) =>
      (await server.call<Product[]>('/res/product/list', { mine: true }, as(headers))).data.map(
        (x) => x.cost,
      );
    expect(await getCost()).toBe(40);
    expect(await getCost(manager)).toBe(40);
    expect(await getCost(cashier)).toBeUndefined();
    expect(await listCosts()).toEqual([40]);
    expect(await listCosts(manager)).toEqual([40]);
    expect(await listCosts(cashier)).toEqual([undefined]);

    // a member who may change products but not see costs: her writes answer the product without its cost
    const adjusted = await server.call<{ product: Product }>(
      '/res/product/adjust_stock',
      { id: p._id, change: 1, reason: 'received' },
      as(stocker),
    );
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.data.product.cost).toBeUndefined();
    expect(adjusted.data.product.quantity).toBe(11);
    const updated = await server.call<{ product: Product }>(
      '/res/product/update',
      {
        id: p._id,
        name: p.name,
        description: 'd',
        price: 100,
        cost: 40,
        quantity: 11,
        discount: 0,
        category: [],
        imagePath: await uploadImages(server, shop.owner),
      },
      as(stocker),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.data.product).not.toHaveProperty('cost');

    const sale = await paidTillSale(server, shop.till, [{ product_id: p._id, quantity: 2 }], {
      headers: cashier,
    });
    expect(sale.total_profit).toBeUndefined();
    expect(sale.items[0]).not.toHaveProperty('cost');
    expect(sale.items[0]).not.toHaveProperty('total_profit');
    const shown = async (headers?: Headers) =>
      (await server.call<Order>('/res/order/show_one', { id: sale.order_id }, as(headers))).data;
    expect((await shown()).total_profit).toBeGreaterThan(0);
    expect((await shown(manager)).items[0]!.cost).toBe(40);
    expect(await shown(cashier)).not.toHaveProperty('total_profit');
    expect((await shown(cashier)).items[0]).not.toHaveProperty('cost');

    const detail = async (headers?: Headers) =>
      (
        await server.call<{ cost?: number; total_profit?: number; transaction_fee: number }>(
          '/res/order/product_detail',
          { order: sale.order_id, product: p._id },
          as(headers),
        )
      ).data;
    expect(await detail()).toMatchObject({ cost: 40 });
    expect(await detail(manager)).toMatchObject({ cost: 40 });
    const hidden = await detail(cashier);
    expect(hidden).not.toHaveProperty('cost');
    expect(hidden).not.toHaveProperty('total_profit');
    expect(typeof hidden.transaction_fee).toBe('number');

    const refund = await server.call(
      '/res/order/refund',
      {
        id: sale.order_id,
        reason: 'Changed mind',
        idempotency_key: idemKey('refund'),
        lines: [{ product_id: p._id, quantity: 1, restock: true }],
      },
      as(manager),
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const refunds = async (headers?: Headers) =>
      (
        await server.call<{ refunds: { profit_change?: number; transaction_fee?: number }[] }>(
          '/res/order/refunds',
          { id: sale.order_id },
          as(headers),
        )
      ).data.refunds[0]!;
    expect((await refunds()).profit_change).toBeLessThan(0);
    expect((await refunds(manager)).profit_change).toBeLessThan(0);
    expect(await refunds(cashier)).not.toHaveProperty('profit_change');

    // the sales records: the lines' cost and profit are left out for her (the sale's own profit is a required figure)
    const salesLines = async (headers?: Headers) =>
      (
        await server.call<{ items: { items: { cost?: number }[] }[] }>(
          '/res/order/sales',
          { period: 'today' },
          as(headers),
        )
      ).data.items[0]!.items[0]!;
    expect((await salesLines()).cost).toBe(40);
    expect(await salesLines(cashier)).not.toHaveProperty('cost');
  });

  it('the products CSV import needs edit_products and its export see_costs', async () => {
    const shop = await shopWithStaff();
    const cashier = await unlock(shop, '3333');
    const stocker = await unlock(shop, '4444');
    const manager = await unlock(shop, '2222');
    const csv = 'name,price,quantity\nTill tea,20,5\n';
    for (const commit of [false, true]) {
      const refused = await server.call(
        '/res/product/import_csv',
        { csv, commit },
        { token: shop.till, headers: { ...cashier, 'accept-language': 'zh-HK' } },
      );
      expect(refused.status).toBe(403);
      expect(errorCode(refused.body)).toBe(40350);
      expect(JSON.stringify(refused.body)).toContain('更改貨品及庫存需要經理批准');
    }
    const list = async () =>
      (await server.call<Product[]>('/res/product/list', { mine: true }, { token: shop.owner })).data;
    expect(await list()).toEqual([]);
    const allowed = await server.call<{ created: number }>(
      '/res/product/import_csv',
      { csv, commit: true },
      { token: shop.till, headers: stocker },
    );
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.data.created).toBe(1);
    expect((await list()).map((p) => p.name)).toEqual(['Till tea']);

    const exported = async (headers: Headers) =>
      server.call('/res/product/export_csv', {}, { token: shop.till, headers });
    const noCosts = await exported(stocker);
    expect(noCosts.status).toBe(403);
    expect(errorCode(noCosts.body)).toBe(40350);
    expect((await exported(manager)).status).toBe(200);
  });
});
