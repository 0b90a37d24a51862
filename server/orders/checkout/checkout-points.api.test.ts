import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../contract/customers';
import { decodeLocalizedMessage } from '../../../contract/errors';
import type { Order } from '../../../contract/orders';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { addAddress, addToCart, cents, idemKey, newProduct, showOrder } from '../testing/test-helpers';

// docs/decisions/0283-loyalty.md, "Redeeming online": a shopper spends her points at a shop on its goods at
// checkout; they leave her balance when the order is placed, come back if it is cancelled unpaid, and are given
// back by its refunds in proportion, as at the till.
const server = await serverForFile();

const errorIn = (body: unknown, lang: 'en' | 'zh-HK' | 'zh-CN') =>
  decodeLocalizedMessage((body as { error: { message: string } }).error.message, lang);

describe(`loyalty points redeemed at online checkout (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('holds the points while unpaid, gives them back on cancel, earns on what was paid, refunds in proportion', async () => {
    const shop = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const as = { token: shop.token };
    const her = { token: mei.token };
    const scallops = await newProduct(server, shop.token, {
      name: 'Dried scallops',
      price: 120,
      cost: 60,
      quantity: 20,
    });
    const tea = await newProduct(server, shop.token, {
      name: 'Pu-erh tea',
      price: 38,
      cost: 20,
      quantity: 20,
    });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    const address = await addAddress(server, mei.token);
    const balance = async () =>
      (await server.call<{ points: number }>('/res/loyalty/balance', { seller_id: shop.user_id }, her)).data
        .points;
    const checkout = (cart: string, points: number) =>
      server.call<{ orders: { order_id: string; total: number }[] }>(
        '/res/order/checkout',
        {
          id: cart,
          address_id: address,
          redeem_points: { [shop.user_id]: points },
          idempotency_key: idemKey('co'),
        },
        her,
      );
    const pay = (id: string) =>
      server.call('/res/order/received_payment', { id, method: 'cash', idempotency_key: idemKey('pay') }, as);

    // $360.00 paid online earns 10 %: 3,600 points
    const first = await checkout(await addToCart(server, mei.token, scallops._id, 3), 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await pay(first.data.orders[0]!.order_id)).status).toBe(200);
    expect(await balance()).toBe(3600);

    // more than she has: refused in her language, nothing placed, the cart kept
    const cart = await addToCart(server, mei.token, tea._id, 2);
    const tooMany = await checkout(cart, 3601);
    expect(tooMany.status).toBe(400);
    expect(errorIn(tooMany.body, 'zh-HK')).toContain('3600');
    expect(errorIn(tooMany.body, 'en')).toContain('You have 3600 points ($36.00)');
    expect((await showOrder(server, mei.token, cart)).status).toBe('cart');

    // 1,000 points off two teas ($76.00): the order comes to $66.00, and the points are held at once
    const placed = await checkout(cart, 1000);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const held = placed.data.orders[0]!;
    expect(held.total).toBe(66);
    expect(await balance()).toBe(2600);
    const seen = await showOrder(server, mei.token, held.order_id);
    expect(seen.points_redeemed).toBe(1000);
    expect(seen.points_discount).toBe(10);
    expect(seen.discount_amount).toBe(10);
    expect(seen.items.reduce((n, l) => n + cents(l.total), 0)).toBe(6600);

    // held points are not hers to spend at the till meanwhile
    const card = await server.call<{ qr: string }>(
      '/res/customer/member_card',
      { seller_id: shop.user_id },
      her,
    );
    const entry = (await server.call<Customer>('/res/customer/member', { code: card.data.qr }, as)).data;
    const till = (
      await server.call<{ order_id: string }>(
        '/res/order/create',
        {
          order_type: 'POS-Sell',
          item: { product_id: scallops._id, quantity: 1 },
          customer_id: entry.customer_id,
        },
        as,
      )
    ).data.order_id;
    const overHeld = await server.call(
      '/res/order/update',
      { id: till, items: [{ product_id: scallops._id, quantity: 1 }], redeem_points: 3000 },
      as,
    );
    expect(overHeld.status).toBe(400);
    expect(errorIn(overHeld.body, 'en')).toContain('2600 points');

    // cancelled before it was paid: every point comes back, once (a second cancel is refused)
    const cancelled = await server.call('/res/order/cancel', { id: held.order_id }, her);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await balance()).toBe(3600);
    expect((await server.call('/res/order/cancel', { id: held.order_id }, her)).status).toBe(409);
    expect(await balance()).toBe(3600);

    // placed again and paid: 6,600 cents paid earns 660; the 1,000 points stay spent
    const again = await checkout(await addToCart(server, mei.token, tea._id, 2), 1000);
    const orderId = again.data.orders[0]!.order_id;
    expect((await pay(orderId)).status).toBe(200);
    expect(await balance()).toBe(3600 - 1000 + 660);
    const paid = await showOrder(server, shop.token, orderId);
    expect(cents(paid.total)).toBe(6600);
    expect(cents(paid.total_profit ?? 0)).toBe(6600 - 4000 - cents(paid.transaction_fee));

    // one tea of two back: $33.00 returned, 500 of her points given back, 330 of those earned taken back
    const refund = await server.call<{ order: Order }>(
      '/res/order/refund',
      {
        id: orderId,
        reason: 'Crushed box',
        lines: [{ product_id: tea._id, quantity: 1, restock: true }],
        idempotency_key: idemKey('r'),
      },
      as,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(cents((await showOrder(server, shop.token, orderId)).refunded)).toBe(3300);
    expect(await balance()).toBe(3260 + 500 - 330);
  });

  it('takes no more points than the goods, charges the delivery in money, and keeps them through a special price', async () => {
    const shop = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const as = { token: shop.token };
    const her = { token: mei.token };
    const buns = await newProduct(server, shop.token, { name: 'Pineapple buns', price: 100, quantity: 20 });
    const candle = await newProduct(server, shop.token, { name: 'Candle', price: 20, quantity: 20 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 50 }, as);
    const address = await addAddress(server, mei.token);
    const fees = await server.call('/res/delivery_fees/update', { mode: 'flat', flat: 30 }, as);
    expect(fees.status, JSON.stringify(fees.body)).toBe(200);
    const earn = await server.call<{ orders: { order_id: string }[] }>(
      '/res/order/checkout',
      {
        id: await addToCart(server, mei.token, buns._id, 1),
        address_id: address,
        idempotency_key: idemKey('co'),
      },
      her,
    );
    await server.call(
      '/res/order/received_payment',
      { id: earn.data.orders[0]!.order_id, method: 'cash', idempotency_key: idemKey('pay') },
      as,
    );
    const before = (
      await server.call<{ points: number }>('/res/loyalty/balance', { seller_id: shop.user_id }, her)
    ).data.points;
    expect(before).toBeGreaterThanOrEqual(5000);

    // 5,000 points asked on a $20.00 candle: 2,000 used, the goods come to $0.00, the delivery is still paid
    const placed = await server.call<{ orders: { order_id: string; total: number }[] }>(
      '/res/order/checkout',
      {
        id: await addToCart(server, mei.token, candle._id, 1),
        address_id: address,
        redeem_points: { [shop.user_id]: 5000 },
        idempotency_key: idemKey('co'),
      },
      her,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await showOrder(server, mei.token, placed.data.orders[0]!.order_id);
    expect(order.points_redeemed).toBe(2000);
    expect(order.items[0]!.total).toBe(0);
    expect(order.delivery_fee).toBe(30);
    expect(order.total).toBe(30);
    expect(
      (await server.call<{ points: number }>('/res/loyalty/balance', { seller_id: shop.user_id }, her)).data
        .points,
    ).toBe(before - 2000);

    // a special price that would leave less than the points is refused; the points stay on the order
    const special = await server.call(
      '/res/order/special_price',
      { id: order.order_id, discount: { percent: 10 } },
      as,
    );
    expect(special.status).toBe(400);
    expect(errorIn(special.body, 'en')).toContain('2000 points');
    const after = await showOrder(server, mei.token, order.order_id);
    expect(after.points_redeemed).toBe(2000);
    expect(after.total).toBe(order.total);
  });
});
