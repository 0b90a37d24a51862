import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import { serverWithCast } from '../../testing/file-server';
import { checkoutCart } from '../testing/online-orders';
import { addAddress, addToCart, expectError, idemKey, newProduct } from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

/** Receipts customers keep (docs/decisions/0170-receipts.md) on SQLite and PostgreSQL. */
const { server, seller, otherSeller, buyer, otherBuyer } = await serverWithCast();
await server.call(
  '/user/info/add_store_pickup_address',
  { name: 'Stall 12', address: '12 Tai Yuen Street, Wan Chai', phone: '2345 6789', hours: '10:00–19:00' },
  { token: seller.token },
);
await server.call('/user/info/update', { shop_name: 'Mei’s Dried Goods 美記海味' }, { token: seller.token });

type Link = { token: string; path: string };

/** A cash POS sale of 3 × scallops at HK$128 (10 % off) and 2 × tea at HK$45. */
async function posSale(): Promise<string> {
  const p = await newProduct(server, seller.token, {
    name: '元貝 Dried scallops',
    price: 128,
    cost: 80,
    discount: 10,
  });
  const q = await newProduct(server, seller.token, { name: 'Tieguanyin oolong', price: 45, cost: 20 });
  const sale = await paidTillSale(server, seller.token, [
    { product_id: p._id, quantity: 3 },
    { product_id: q._id, quantity: 2 },
  ]);
  return sale.order_id;
}

describe(`receipts (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a sale’s link is made once and opens the receipt without a login; it shows nothing of cost, profit or fee', async () => {
    const id = await posSale();
    const first = await server.call<Link>('/res/receipt/link', { id }, { token: seller.token });
    const again = await server.call<Link>('/res/receipt/link', { id }, { token: seller.token });
    expect(first.status).toBe(200);
    expect(first.data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(again.data).toEqual(first.data);
    expect(first.data.path).toBe(`/receipt?t=${first.data.token}`);

    const res = await server.call<Receipt>('/res/receipt/get', { token: first.data.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      shop: {
        name: 'Mei’s Dried Goods 美記海味',
        address: '12 Tai Yuen Street, Wan Chai',
        phone: '2345 6789',
      },
      order_type: 'POS-Sell',
      payment_method: { kind: 'cash', code_id: null },
      // 3 × 128 = 384 − 38.40 (10 %) = 345.60, 2 × 45 = 90: the lines add up to the subtotal (decision 0262)
      subtotal: 435.6,
      discount: 0,
      delivery: 0,
      total: 435.6,
      net_total: 435.6,
      refunds: [],
    });
    expect(res.data.lines).toEqual([
      {
        name: '元貝 Dried scallops',
        quantity: 3,
        unit: 'piece',
        unit_price: 128,
        discount: 10,
        line_discount: 38.4,
        total: 345.6,
      },
      {
        name: 'Tieguanyin oolong',
        quantity: 2,
        unit: 'piece',
        unit_price: 45,
        discount: 0,
        line_discount: 0,
        total: 90,
      },
    ]);
    expect(res.data.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // nothing the seller keeps to herself: no key about cost, profit, fees or people; no cost figure (80)
    const keys = JSON.stringify(res.body).match(/"\w+":/g) ?? [];
    expect(
      keys.filter((k) => /cost|profit|fee|buyer|seller|user|email|phone"/.test(k) && k !== '"phone":'),
    ).toEqual([]);
    const numbers = (value: unknown): number[] =>
      typeof value === 'number'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(numbers)
          : [];
    expect(numbers(res.data)).not.toContain(80);
    expect(JSON.stringify(res.body)).not.toContain('Stall 12');
  });

  it('a weighed line, a line discount and a bill discount: every line is quantity × price − its discount, and they add up', async () => {
    const scallops = await newProduct(server, seller.token, { price: 180, cost: 90, unit: 'catty' });
    const tin = await newProduct(server, seller.token, { price: 298, cost: 150 });
    const t = { token: seller.token };
    const { order_id: id } = await paidTillSale(
      server,
      seller.token,
      [
        { product_id: scallops._id, quantity: 0.75 },
        { product_id: tin._id, quantity: 1, discount: { amount: 20 } },
      ],
      { discount: { percent: 10 } },
    );
    const link = await server.call<Link>('/res/receipt/link', { id }, t);
    const r = (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
    // 0.75 × 180 = 135.00; 298 − 20 = 278.00; subtotal 413.00; 10 % off the bill 41.30; total 371.70
    expect(r.lines.map((l) => [l.quantity, l.unit, l.unit_price, l.line_discount, l.total])).toEqual([
      [0.75, 'catty', 180, 0, 135],
      [1, 'piece', 298, 20, 278],
    ]);
    expect([r.subtotal, r.discount, r.delivery, r.total]).toEqual([413, 41.3, 0, 371.7]);
    // what the sale recorded is what the receipt says was paid
    const sale = (await server.call<Order>('/res/order/show_one', { id }, t)).data;
    expect(sale.total).toBe(r.total);
  });

  it('shows refunds where they happened and what was kept', async () => {
    const id = await posSale();
    const sale = (await server.call<Order>('/res/order/show_one', { id }, { token: seller.token })).data;
    await server.call(
      '/res/order/refund',
      {
        id,
        reason: 'Broken bag',
        idempotency_key: idemKey('refund'),
        lines: [{ product_id: sale.items[1]!.product_id, quantity: 1, restock: false }],
      },
      { token: seller.token },
    );
    const { token } = (await server.call<Link>('/res/receipt/link', { id }, { token: seller.token })).data;
    const receipt = (await server.call<Receipt>('/res/receipt/get', { token })).data;
    expect(receipt.total).toBe(435.6);
    expect(receipt.refunds).toHaveLength(1);
    expect(receipt.refunds[0]).toMatchObject({
      total: 45,
      lines: [{ name: 'Tieguanyin oolong', quantity: 1, total: 45 }],
    });
    expect(receipt.net_total).toBe(390.6);
    expect(JSON.stringify(receipt)).not.toContain('Broken bag');
  });

  it('the buyer of a paid online order gets the same link; an order awaiting payment has no receipt', async () => {
    const p = await newProduct(server, seller.token, { price: 30 });
    const cart = await addToCart(server, buyer.token, p._id, 2);
    const placed = await checkoutCart(server, buyer.token, cart, {
      address_id: await addAddress(server, buyer.token),
    });
    const id = placed.data.orders[0]!.order_id;
    expectError(await server.call('/res/receipt/link', { id }, { token: buyer.token }), 409);
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('pay') },
      { token: seller.token },
    );
    const forBuyer = await server.call<Link>('/res/receipt/link', { id }, { token: buyer.token });
    const forSeller = await server.call<Link>('/res/receipt/link', { id }, { token: seller.token });
    expect(forBuyer.data).toEqual(forSeller.data);
    const receipt = (await server.call<Receipt>('/res/receipt/get', { token: forBuyer.data.token })).data;
    // the buyer's delivery address and phone are not on it
    expect(JSON.stringify(receipt)).not.toMatch(/Shelley|9123|Ada Lam/);
  });

  it('nobody else gets a sale’s link; a wrong or malformed token is refused', async () => {
    const id = await posSale();
    for (const other of [otherSeller, otherBuyer, buyer]) {
      expectError(await server.call('/res/receipt/link', { id }, { token: other.token }), 404);
    }
    expectError(await server.call('/res/receipt/link', { id }), 401);
    expectError(await server.call('/res/receipt/get', { token: 'A'.repeat(22) }), 404);
    expectError(await server.call('/res/receipt/get', { token: '../../etc/passwd' }), 400);
  });
});
