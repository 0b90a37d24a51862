import { describe, expect, it } from 'vitest';
import type { DeliveryFees } from '../../../contract/delivery-fees';
import type { RefundSummary } from '../../../contract/order-refunds';
import type { Order } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import type { Address } from '../../../contract/users';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { hkDateOf } from '../reports/report-buckets';
import { checkoutCart } from '../testing/online-orders';
import { salesCsv } from '../testing/sales-csv';
import { addToCart, cents, expectError, idemKey, newProduct, showOrder } from '../testing/test-helpers';

/**
 * Delivery fees (docs/decisions/0248-delivery-fees.md): flat, free above an amount, or per area of Hong Kong;
 * priced into the order at checkout, in its total, its transaction fee, its refunds and the sales records.
 * SQLite and PostgreSQL.
 */
const server = await serverForFile();
const [mei, kenji, ada] = await Promise.all([signUp(server, 's'), signUp(server, 's'), signUp(server, 'c')]);

const setFees = (token: string, fees: object) =>
  server.call<DeliveryFees>('/res/delivery_fees/update', fees, { token });

async function addressAt(address: string, area?: string | null): Promise<Address> {
  const added = await server.call<{ _id: string }>(
    '/user/info/add_address',
    { name: 'Ada Lam', phone: '+852 9123 4567', address, ...(area === undefined ? {} : { area }) },
    { token: ada.token },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const all = (await server.call<Address[]>('/user/info/list_address', {}, { token: ada.token })).data;
  return all.find((a) => a._id === added.data._id)!;
}

/** Ada's cart of `quantity` of a new product of the seller's at `price`, checked out to an address. */
async function checkout(sellerToken: string, price: number, addressId: string, quantity = 1) {
  const p = await newProduct(server, sellerToken, { quantity: 10, price, cost: 10 });
  const cartId = await addToCart(server, ada.token, p._id, quantity);
  const res = await checkoutCart(server, ada.token, cartId, { address_id: addressId });
  return { res, cartId, productId: p._id };
}

async function emptyCart() {
  const cart = await server.call<{ order: Order | null }>('/res/order/cart', {}, { token: ada.token });
  if (cart.data.order) {
    await server.call('/res/order/update', { id: cart.data.order.order_id, items: [] }, { token: ada.token });
  }
}

describe(`delivery fees (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a shop that set nothing delivers free; a seller sets flat or per-area fees, checked', async () => {
    const none = await server.call<DeliveryFees[]>('/res/delivery_fees/of', { seller_ids: [kenji.user_id] });
    expect(none.data).toEqual([
      expect.objectContaining({ seller_id: kenji.user_id, mode: 'free', flat: null }),
    ]);

    expectError(await setFees(mei.token, { mode: 'flat' }), 400);
    expectError(await setFees(mei.token, { mode: 'by_area', areas: {} }), 400);
    expectError(await setFees(mei.token, { mode: 'flat', flat: 12.345 }), 400);
    expectError(await setFees(ada.token, { mode: 'flat', flat: 10 }), 403);

    const set = await setFees(mei.token, {
      mode: 'by_area',
      areas: { hk_island: 30, kowloon: 35, new_territories: 45, outlying_islands: null },
      free_above: 300,
      flat: 99,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // the flat figure does not belong to this mode and is not kept
    expect(set.data).toEqual({
      seller_id: mei.user_id,
      mode: 'by_area',
      flat: null,
      areas: { hk_island: 30, kowloon: 35, new_territories: 45, outlying_islands: null },
      free_above: 300,
    });
    const seen = await server.call<DeliveryFees[]>('/res/delivery_fees/of', {
      seller_ids: [mei.user_id, kenji.user_id],
    });
    expect(seen.data.map((f) => f.mode)).toEqual(['by_area', 'free']);
  });

  it('an address knows its area from the district it names, in English or Chinese, unless the shopper says', async () => {
    expect((await addressAt('Flat 3A, 12 Shelley Street, Central')).area).toBe('hk_island');
    expect((await addressAt('九龍旺角彌敦道 600 號')).area).toBe('kowloon');
    expect((await addressAt('Block 2, Tung Chung Crescent, Lantau')).area).toBe('outlying_islands');
    expect((await addressAt('沙田大圍村南道 5 號')).area).toBe('new_territories');
    expect((await addressAt('Unit 5, Harbour Road')).area).toBeNull();
    expect((await addressAt('Unit 5, Harbour Road', 'hk_island')).area).toBe('hk_island');
  });

  it('checkout prices delivery by area into the total and the fee; free above the amount; refuses what the shop cannot deliver', async () => {
    await emptyCart();
    const central = await addressAt('Flat 3A, 12 Shelley Street, Central');
    const placed = await checkout(mei.token, 42, central._id);
    expect(placed.res.status, JSON.stringify(placed.res.body)).toBe(200);
    expect(placed.res.data.orders[0]!.total).toBe(72);
    const order = await showOrder(server, ada.token, placed.res.data.orders[0]!.order_id);
    expect(order.delivery_fee).toBe(30);
    expect(order.total).toBe(72);
    expect(order.refunded).toBe(0);
    expect(order.delivery?.area).toBe('hk_island');
    // 3 % of the goods and of the delivery fee: 1.26 + 0.90
    expect(order.transaction_fee).toBe(2.16);
    const asSeller = await showOrder(server, mei.token, order.order_id);
    // goods 42 − cost 10 − fee 1.26, and the delivery fee costs its own fee
    expect(asSeller.total_profit).toBe(cents(42 - 10 - 1.26 - 0.9) / 100);

    // goods of 300 or more travel free
    const big = await checkout(mei.token, 150, central._id, 2);
    expect(big.res.status, JSON.stringify(big.res.body)).toBe(200);
    expect(big.res.data.orders[0]!.total).toBe(300);
    expect((await showOrder(server, ada.token, big.res.data.orders[0]!.order_id)).delivery_fee).toBe(0);

    // Mei does not deliver to the islands; an address of no known area cannot be priced by area
    const lantau = await addressAt('Block 2, Tung Chung Crescent, Lantau');
    const islands = await checkout(mei.token, 42, lantau._id);
    expectError(islands.res, 409);
    await emptyCart();
    const nowhere = await addressAt('Unit 5, Harbour Road');
    const unknown = await checkout(mei.token, 42, nowhere._id);
    expectError(unknown.res, 400);
    await emptyCart();

    // store pickup is free whatever the fees
    const pickup = await server.call<{ _id: string }>(
      '/user/info/add_store_pickup_address',
      { name: 'Mei’s stall', address: 'Stall 12, Graham Street', hours: '9–6' },
      { token: mei.token },
    );
    const p = await newProduct(server, mei.token, { quantity: 5, price: 20 });
    const cartId = await addToCart(server, ada.token, p._id);
    const picked = await checkoutCart(server, ada.token, cartId, {
      pickup_address_ids: { [mei.user_id]: pickup.data._id },
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.data.orders[0]!.total).toBe(20);
  });

  it('a special price changes the goods and keeps the delivery fee as placed', async () => {
    await emptyCart();
    const central = await addressAt('Flat 3A, 12 Shelley Street, Central');
    const placed = await checkout(mei.token, 100, central._id);
    const id = placed.res.data.orders[0]!.order_id;
    expect(placed.res.data.orders[0]!.total).toBe(130);
    const special = await server.call<Order>(
      '/res/order/special_price',
      { id, discount: { amount: 20 } },
      { token: mei.token },
    );
    expect(special.status, JSON.stringify(special.body)).toBe(200);
    expect([special.data.total, special.data.delivery_fee]).toEqual([110, 30]);
    // 3 % of 80 and of 30
    expect(special.data.transaction_fee).toBe(3.3);
  });

  it('a flat fee applies everywhere, also where the area is not known', async () => {
    await setFees(kenji.token, { mode: 'flat', flat: 25 });
    const nowhere = await addressAt('Unit 9, Harbour Road');
    const placed = await checkout(kenji.token, 42, nowhere._id);
    expect(placed.res.status, JSON.stringify(placed.res.body)).toBe(200);
    expect(placed.res.data.orders[0]!.total).toBe(67);
  });

  it('a partial refund keeps the delivery fee unless asked; it is given back once; the records add up', async () => {
    await emptyCart();
    const central = await addressAt('Flat 3A, 12 Shelley Street, Central');
    const placed = await checkout(mei.token, 40, central._id, 2);
    const id = placed.res.data.orders[0]!.order_id;
    const pay = await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('pay') },
      { token: mei.token },
    );
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const refund = (body: object) =>
      server.call<{ summary: RefundSummary; refund: { total: number; delivery_fee: number } }>(
        '/res/order/refund',
        { id, reason: 'bruised', idempotency_key: idemKey('rf'), ...body },
        { token: mei.token },
      );

    // one of two pieces: 40 back, the delivery fee stays
    const one = await refund({ lines: [{ product_id: placed.productId, quantity: 1, restock: false }] });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.data.refund).toMatchObject({ total: 40, delivery_fee: 0 });
    expect(one.data.summary).toMatchObject({
      paid: 110,
      delivery_fee: 30,
      delivery_fee_refunded: false,
      refunded: 40,
      refundable: 70,
    });
    let order = await showOrder(server, mei.token, id);
    expect([order.total, order.refunded, order.delivery_fee]).toEqual([70, 40, 30]);
    // fee: 1.20 of the piece left + 0.90 of the delivery
    expect(order.transaction_fee).toBe(2.1);

    // the delivery fee alone, then not again
    const fee = await refund({ lines: [], delivery_fee: true });
    expect(fee.status, JSON.stringify(fee.body)).toBe(200);
    expect(fee.data.refund).toMatchObject({ total: 30, delivery_fee: 30 });
    expect(fee.data.summary).toMatchObject({ delivery_fee_refunded: true, refunded: 70, refundable: 40 });
    expectError(await refund({ lines: [], delivery_fee: true }), 409);
    order = await showOrder(server, mei.token, id);
    expect([order.total, order.refunded, order.transaction_fee]).toEqual([40, 70, 1.2]);
    // the courier was paid: the piece left's profit (40 − 10 − 1.20), less the cost of the bruised piece
    // that did not go back to stock, less the whole delivery fee
    expect(order.total_profit).toBe(cents(40 - 10 - 1.2 - 10 - 30) / 100);

    // the rest: the other piece, and no second delivery fee
    const rest = await refund({});
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.data.refund).toMatchObject({ total: 40, delivery_fee: 0 });
    order = await showOrder(server, mei.token, id);
    expect([order.total, order.refunded, order.transaction_fee]).toEqual([0, 110, 0]);

    // the sales CSV carries the delivery fee as rows of its own and adds up to the report
    const today = hkDateOf(Date.now());
    const { rows } = await salesCsv(server, { token: mei.token }, { from: today });
    const delivery = rows.filter(
      (r) => r.product === 'Delivery' && r.sale_number === id.slice(-8).toUpperCase(),
    );
    expect(delivery.map((r) => [r.quantity, r.total, r.fee])).toEqual([
      ['1', '30.00', '0.90'],
      ['-1', '-30.00', '-0.90'],
    ]);
    const report = (
      await server.call<{ totals: { revenue: number; profit: number; fees: number } }>(
        '/res/order/sales_report',
        { from: today, to: today },
        { token: mei.token },
      )
    ).data;
    expect(rows.reduce((n, r) => n + cents(Number(r.total)), 0)).toBe(cents(report.totals.revenue));
    expect(rows.reduce((n, r) => n + cents(Number(r.profit)), 0)).toBe(cents(report.totals.profit));
    expect(rows.reduce((n, r) => n + cents(Number(r.fee)), 0)).toBe(cents(report.totals.fees));
  });

  it('a full refund gives the delivery fee back with the goods', async () => {
    await emptyCart();
    const kowloon = await addressAt('九龍旺角彌敦道 600 號');
    const placed = await checkout(mei.token, 50, kowloon._id);
    const id = placed.res.data.orders[0]!.order_id;
    expect(placed.res.data.orders[0]!.total).toBe(85);
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('pay') },
      { token: mei.token },
    );
    const all = await server.call<{ refund: { total: number; delivery_fee: number } }>(
      '/res/order/refund',
      { id, reason: 'out of stock', idempotency_key: idemKey('rf') },
      { token: mei.token },
    );
    expect(all.data.refund).toMatchObject({ total: 85, delivery_fee: 35 });
    const order = await showOrder(server, ada.token, id);
    expect([order.total, order.refunded]).toEqual([0, 85]);
    // the buyer's receipt: the fee before the total, and given back with the refund
    const link = await server.call<{ token: string }>('/res/receipt/link', { id }, { token: ada.token });
    const receipt = (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
    expect(receipt).toMatchObject({ delivery: 35, total: 85, net_total: 0 });
    expect(receipt.refunds).toEqual([expect.objectContaining({ total: 85, delivery: 35 })]);
  });
});
