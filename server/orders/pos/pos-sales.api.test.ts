import { describe, expect, it } from 'vitest';
import type { Order, Sale } from '../../../contract/orders';
import { serverWithSeller } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { checkoutCart } from '../testing/online-orders';
import { confirmPayment } from '../testing/order-steps';
import {
  addAddress,
  addToCart,
  cents,
  expectError,
  idemKey,
  newProduct,
  stockOf,
} from '../testing/test-helpers';

const { server, seller } = await serverWithSeller();

async function posDraft(token: string, productId: string, quantity = 1): Promise<string> {
  return (
    await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: productId, quantity } },
      { token },
    )
  ).data.order_id;
}

type Sales = {
  items: Sale[];
  totals: { revenue: number; fees: number; profit: number; count: number };
  next_cursor: string | null;
};

describe(`point of sale (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a sale confirmed three times at once with one key takes the stock once', async () => {
    const p = await newProduct(server, seller.token, { quantity: 5, price: 20 });
    const q = await newProduct(server, seller.token, { quantity: 5, price: 7.5 });
    const saleId = await posDraft(seller.token, p._id, 2);
    await server
      .call(
        '/res/order/update',
        {
          id: saleId,
          items: [
            { product_id: p._id, quantity: 2 },
            { product_id: q._id, quantity: 1 },
          ],
        },
        { token: seller.token },
      )
      .then((r) => r.data);
    // nothing is taken while the sale is being built
    expect(await stockOf(server, p._id)).toBe(5);
    const key = idemKey('pos');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        server.call<{ message: string; order: Order }>(
          '/res/order/received_payment',
          { id: saleId, method: 'cash', idempotency_key: key },
          { token: seller.token },
        ),
      ),
    );
    for (const r of results) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.data.message).toBe('Sale completed');
      expect(r.data.order.status).toBe('completed');
    }
    expect(await stockOf(server, p._id)).toBe(3);
    expect(await stockOf(server, q._id)).toBe(4);
    const order = results[0]!.data.order;
    expect(order).toMatchObject({
      order_type: 'POS-Sell',
      buyer_id: null,
      total: 47.5,
      // cash at the stall carries no fee (docs/decisions/0093-who-pays-the-fee.md)
      transaction_fee: 0,
    });
    expect(order.payment_method).toEqual({ kind: 'cash', code_id: null, label: 'Cash' });
    const sales = await server.call<Sales>('/res/order/sales', { channel: 'pos' }, { token: seller.token });
    expect(sales.data.items.filter((s) => s.order_id === saleId)).toHaveLength(1);
    // a second confirmation with a new key is refused: the sale is done
    expectError(await confirmPayment(server, seller.token, saleId), 409, 40932);
    expect(await stockOf(server, p._id)).toBe(3);
  });

  it('a POS sale and an online checkout racing for the last unit: exactly one succeeds', async () => {
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    for (let round = 0; round < 8; round++) {
      const p = await newProduct(server, seller.token, { quantity: 1, name: `Last one ${round}` });
      const cartId = await addToCart(server, buyer.token, p._id, 1);
      const saleId = await posDraft(seller.token, p._id, 1);
      const [online, pos] = await Promise.all([
        checkoutCart(server, buyer.token, cartId, { address_id: addressId }),
        server.call(
          '/res/order/received_payment',
          { id: saleId, method: 'cash', idempotency_key: idemKey() },
          { token: seller.token },
        ),
      ]);
      expect([online.status, pos.status].sort(), `round ${round}`).toEqual([200, 409]);
      const loser = online.status === 409 ? online : pos;
      expect(expectError(loser, 409, 40930)).toContain(`Last one ${round}`);
      expect(await stockOf(server, p._id)).toBe(0);
      // the refused POS sale is still a draft the seller can change or discard
      if (pos.status === 409) {
        const draft = await server.call<Order>(
          '/res/order/show_one',
          { id: saleId },
          { token: seller.token },
        );
        expect(draft.data.status).toBe('cart');
        await server.call('/res/order/cancel', { id: saleId }, { token: seller.token }).then((r) => r.data);
      } else {
        // the buyer's cart stays; they empty it for the next round
        await server
          .call('/res/order/update', { id: cartId, items: [] }, { token: buyer.token })
          .then((r) => r.data);
      }
    }
  });

  it('a seller cannot sell another seller’s product, and a customer cannot sell at all', async () => {
    const other = await signUp(server, 's');
    const customer = await signUp(server, 'c');
    const theirs = await newProduct(server, other.token, { quantity: 5, name: 'Their vase' });
    const mine = await newProduct(server, seller.token, { quantity: 5 });
    const refused = await server.call(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: theirs._id, quantity: 1 } },
      { token: seller.token },
    );
    expect(expectError(refused, 403, 40330)).toBe('You can only sell your own products: Their vase.');
    const saleId = await posDraft(seller.token, mine._id, 1);
    expectError(
      await server.call(
        '/res/order/update',
        { id: saleId, items: [{ product_id: theirs._id, quantity: 1 }] },
        { token: seller.token },
      ),
      403,
      40330,
    );
    expectError(
      await server.call(
        '/res/order/create',
        { order_type: 'POS-Sell', item: { product_id: mine._id, quantity: 1 } },
        { token: customer.token },
      ),
      403,
      40301,
    );
    // another seller cannot see, change or complete my sale
    expectError(await server.call('/res/order/show_one', { id: saleId }, { token: other.token }), 404);
    expectError(await confirmPayment(server, other.token, saleId), 404);
    expect(await stockOf(server, theirs._id)).toBe(5);
    expect(await stockOf(server, mine._id)).toBe(5);
  });

  it('pays with one of the seller’s own payment codes only', async () => {
    const other = await signUp(server, 's');
    const codeOf = async (token: string) => {
      const form = new FormData();
      const { solidImage } = await import('../../media/test-images');
      form.append(
        'files',
        new Blob([new Uint8Array(await solidImage(64, 64))], { type: 'image/png' }),
        'qr.png',
      );
      const res = await fetch(`${server.url}/api/user/info/upload_code?type=payme`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: { _id: string } }).data._id;
    };
    const theirCode = await codeOf(other.token);
    const myCode = await codeOf(seller.token);
    const p = await newProduct(server, seller.token, { quantity: 5 });
    const saleId = await posDraft(seller.token, p._id, 1);
    expectError(await confirmPayment(server, seller.token, saleId, theirCode), 404);
    const paid = await confirmPayment(server, seller.token, saleId, myCode);
    expect(paid.data.order.payment_method).toEqual({ kind: 'payme', code_id: myCode, label: 'PayMe' });
    const qr = await server.call<{ codes: { _id: string }[] }>(
      '/res/order/get_qr_code',
      { id: saleId },
      { token: seller.token },
    );
    expect(qr.data.codes.map((c) => c._id)).toEqual([myCode]);
  });
});

describe(`sales records (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('sale totals, fees and profit equal the sums of their lines; sale_data agrees with the sales list', async () => {
    const shop = await signUp(server, 's');
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    // awkward prices and discounts, so rounding per line matters
    const specs = [
      { price: 19.99, discount: 12.5, cost: 7.77, quantity: 50 },
      { price: 0.33, discount: 0, cost: 0.1, quantity: 50 },
      { price: 1234.56, discount: 33.33, cost: 999.99, quantity: 50 },
      { price: 5.05, discount: 50, cost: 2.53, quantity: 50 },
    ];
    const products = [];
    for (const s of specs) products.push(await newProduct(server, shop.token, s));
    for (let i = 0; i < 6; i++) {
      const a = products[i % 4]!;
      const b = products[(i + 1) % 4]!;
      const saleId = await posDraft(shop.token, a._id, 1 + (i % 3));
      await server
        .call(
          '/res/order/update',
          {
            id: saleId,
            items: [
              { product_id: a._id, quantity: 1 + (i % 3) },
              { product_id: b._id, quantity: 3 },
            ],
          },
          { token: shop.token },
        )
        .then((r) => r.data);
      await server
        .call(
          '/res/order/received_payment',
          { id: saleId, method: 'cash', idempotency_key: idemKey() },
          { token: shop.token },
        )
        .then((r) => r.data);
    }
    // two online orders, one paid (a sale) and one still awaiting payment (not a sale)
    for (const pay of [true, false]) {
      const cartId = await addToCart(server, buyer.token, products[2]!._id, 2);
      const placed = await checkoutCart(server, buyer.token, cartId, { address_id: addressId });
      if (pay) {
        await server
          .call(
            '/res/order/received_payment',
            { id: placed.data.orders[0]!.order_id, method: 'cash', idempotency_key: idemKey() },
            { token: shop.token },
          )
          .then((r) => r.data);
      }
    }

    // page through every sale
    const all: Sale[] = [];
    let cursor: string | null = null;
    let totals: Sales['totals'] | undefined;
    do {
      const page: Sales = (
        await server.call<Sales>(
          '/res/order/sales',
          { period: 'today', limit: 3, cursor },
          { token: shop.token },
        )
      ).data;
      totals = page.totals;
      all.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    expect(all).toHaveLength(7);
    expect(new Set(all.map((s) => s.order_id)).size).toBe(7);
    expect(all.filter((s) => s.channel === 'online')).toHaveLength(1);

    let revenue = 0;
    let fees = 0;
    let profit = 0;
    for (const sale of all) {
      const lineSum = (f: (l: Sale['items'][number]) => number) =>
        sale.items.reduce((n, l) => n + cents(f(l)), 0);
      // the lines, and a cash payment's rounding to 10¢ (docs/decisions/0264-cash-rounding.md)
      expect(cents(sale.total)).toBe(lineSum((l) => l.total) + cents(sale.rounding));
      if (sale.payment_method?.kind === 'cash') expect(cents(sale.total) % 10).toBe(0);
      else expect(sale.rounding).toBe(0);
      expect(cents(sale.transaction_fee)).toBe(lineSum((l) => l.transaction_fee));
      expect(cents(sale.total_profit!)).toBe(lineSum((l) => l.total_profit!));
      for (const l of sale.items) {
        expect(cents(l.total)).toBe(cents(l.price) * l.quantity);
        expect(cents(l.total_profit!)).toBe(
          cents(l.total) - cents(l.cost!) * l.quantity - cents(l.transaction_fee),
        );
      }
      expect(sale.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      revenue += cents(sale.total);
      fees += cents(sale.transaction_fee);
      profit += cents(sale.total_profit!);
    }
    expect(totals).toEqual({ revenue: revenue / 100, fees: fees / 100, profit: profit / 100, count: 7 });

    // newest payment first
    const times = all.map((s) => s.time);
    expect([...times].sort().reverse()).toEqual(times);

    const pos = (await server.call<Sales>('/res/order/sales', { channel: 'pos' }, { token: shop.token }))
      .data;
    expect(pos.totals.count).toBe(6);

    const data = (
      await server.call<{
        today: { revenue: number; fees: number; profit: number; sales: number; units: number };
        last_7_days: { revenue: number; sales: number };
        last_30_days: { revenue: number; sales: number };
        best_sellers: { product_id: string; units: number; revenue: number }[];
      }>('/user/info/sale_data', {}, { token: shop.token })
    ).data;
    expect(data.today).toEqual({
      revenue: totals!.revenue,
      fees: totals!.fees,
      profit: totals!.profit,
      sales: 7,
      units: all.reduce((n, s) => n + s.quantity, 0),
    });
    expect(data.last_7_days.revenue).toBe(totals!.revenue);
    expect(data.last_30_days.sales).toBe(7);
    // best sellers by units, agreeing with the lines
    const units = new Map<string, number>();
    for (const s of all)
      for (const l of s.items) units.set(l.product_id, (units.get(l.product_id) ?? 0) + l.quantity);
    const best = data.best_sellers[0]!;
    expect(best.units).toBe(Math.max(...units.values()));
    expect(units.get(best.product_id)).toBe(best.units);

    // customers have no sales records
    expectError(await server.call('/user/info/sale_data', {}, { token: buyer.token }), 403, 40301);
    expectError(await server.call('/res/order/sales', {}, { token: buyer.token }), 403, 40301);
  });
});
