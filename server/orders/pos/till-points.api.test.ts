import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../contract/customers';
import { decodeLocalizedMessage } from '../../../contract/errors';
import type { Order } from '../../../contract/orders';
import type { Receipt } from '../../../contract/receipts';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { memberOf, scallopShop } from '../testing/member-sales';
import { refundLines } from '../testing/refunds';
import { idemKey, newProduct } from '../testing/test-helpers';

// docs/decisions/0283-loyalty.md: loyalty points redeemed at the till, one cent a point, as part of the bill's
// discount; taken from the balance once per sale, given back by its refunds in proportion.
const server = await serverForFile();

/** a till sale for the customer, with the points she redeems on it (none: 0), still to be paid */
async function draftFor(
  token: string,
  customer: string,
  productId: string,
  quantity: number,
  points: number,
) {
  const id = (
    await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: productId, quantity }, customer_id: customer },
      { token },
    )
  ).data.order_id;
  if (points > 0) {
    const up = await server.call(
      '/res/order/update',
      { id, items: [{ product_id: productId, quantity }], redeem_points: points },
      { token },
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
  }
  return id;
}

const errorIn = (body: unknown, lang: 'en' | 'zh-HK' | 'zh-CN') =>
  decodeLocalizedMessage((body as { error: { message: string } }).error.message, lang);

describe(`loyalty points redeemed at the till (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('redeems once, refuses too many points, gives them back with refunds, figures to the cent', async () => {
    const { shop, mei, as, scallops } = await scallopShop(server);
    const tea = await newProduct(server, shop.token, { name: 'Pu-erh tea', price: 38, quantity: 20 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 5 }, as);
    const herId = await memberOf(server, shop, mei);
    const balance = async () =>
      (
        await server.call<{ points: number }>(
          '/res/loyalty/balance',
          { seller_id: shop.user_id },
          { token: mei.token },
        )
      ).data.points;
    const draft = async (productId: string, quantity: number, customer: string | null = herId) =>
      (
        await server.call<{ order_id: string }>(
          '/res/order/create',
          { order_type: 'POS-Sell', item: { product_id: productId, quantity }, customer_id: customer },
          as,
        )
      ).data.order_id;
    const pay = (id: string, key: string) =>
      server.call<{ order: Order }>(
        '/res/order/received_payment',
        { id, method: 'cash', idempotency_key: key },
        as,
      );

    // 5 % of $360.00: 1,800 points ($18.00)
    const first = await draft(scallops._id, 3);
    expect((await pay(first, idemKey('p'))).status).toBe(200);
    expect(await balance()).toBe(1800);

    // two bags, 10 % off: $240.00 − $24.00 = $216.00
    const id = await draft(scallops._id, 2);
    const update = (body: Record<string, unknown>) =>
      server.call<Order>(
        '/res/order/update',
        { id, items: [{ product_id: scallops._id, quantity: 2 }], discount: { percent: 10 }, ...body },
        as,
      );
    // more points than she has: refused, in three languages, nothing kept
    const tooMany = await update({ redeem_points: 2000 });
    expect(tooMany.status).toBe(400);
    expect(errorIn(tooMany.body, 'en')).toBe(
      'The customer has 1800 points ($18.00): 2000 cannot be redeemed.',
    );
    expect(errorIn(tooMany.body, 'zh-HK')).toBe('顧客只有 1800 積分（$18.00），不能兌換 2000 積分。');
    expect(errorIn(tooMany.body, 'zh-CN')).toBe('顾客只有 1800 积分（$18.00），不能兑换 2000 积分。');
    // negative or fractional points are not points
    expect((await update({ redeem_points: -1 })).status).toBe(400);
    expect((await update({ redeem_points: 1.5 })).status).toBe(400);

    // 1,500 points = $15.00 off what the 10 % left: $216.00 − $15.00 = $201.00
    const asked = await update({ redeem_points: 1500 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.data).toMatchObject({
      total: 201,
      discount_amount: 39,
      points_redeemed: 1500,
      points_discount: 15,
    });
    // the lines carry their share of the whole discount, and add up to the total
    expect(asked.data.items.reduce((n, l) => n + Math.round(l.total * 100), 0)).toBe(20100);
    expect(asked.data.items[0]!.bill_discount_share).toBe(39);
    // an update that leaves points out keeps them
    const kept = await server.call<Order>(
      '/res/order/update',
      { id, items: [{ product_id: scallops._id, quantity: 2 }] },
      as,
    );
    expect(kept.data).toMatchObject({ total: 201, points_redeemed: 1500 });
    expect(await balance()).toBe(1800);

    // paid: 1,500 points leave her balance; this sale earns 5 % of $201.00 = 1,005
    const key = idemKey('p');
    const paid = await pay(id, key);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.data.order).toMatchObject({
      status: 'completed',
      total: 201,
      gross_total: 201,
      discount_amount: 39,
      points_redeemed: 1500,
      points_discount: 15,
      rounding: 0,
    });
    const sale = paid.data.order;
    expect(sale.items.reduce((n, l) => n + Math.round(l.total * 100), 0)).toBe(20100);
    expect(sale.items.reduce((n, l) => n + Math.round(l.transaction_fee * 100), 0)).toBe(
      Math.round(sale.transaction_fee * 100),
    );
    expect(await balance()).toBe(1800 - 1500 + 1005);
    // the receipt prints the points on their own row under the shop's discount: $24.00 and $15.00 of $39.00
    const link = await server.call<{ token: string }>('/res/receipt/link', { id }, as);
    const receipt = await server.call<Receipt>('/res/receipt/get', { token: link.data.token });
    expect(receipt.data).toMatchObject({
      subtotal: 240,
      discount: 39,
      points_discount: 15,
      points_redeemed: 1500,
      total: 201,
    });
    // the payment again, same key: the first answer, the points taken once
    const again = await pay(id, key);
    expect(again.status).toBe(200);
    expect(again.data.order.points_redeemed).toBe(1500);
    expect(await balance()).toBe(1305);
    // another key: the sale is no longer open, nothing taken
    expect((await pay(id, idemKey('p'))).status).toBe(409);
    expect(await balance()).toBe(1305);

    // points worth more than what the other discounts leave: $38.00 − $30.00 = $8.00 takes at most 800
    const small = await draft(tea._id, 1);
    const over = await server.call(
      '/res/order/update',
      {
        id: small,
        items: [{ product_id: tea._id, quantity: 1 }],
        discount: { amount: 30 },
        redeem_points: 900,
      },
      as,
    );
    expect(over.status).toBe(400);
    expect(errorIn(over.body, 'en')).toBe(
      'The sale comes to $8.00: at most 800 points can be redeemed, not 900.',
    );
    expect(errorIn(over.body, 'zh-HK')).toBe('這單交易合共 $8.00：最多可兌換 800 積分，不能兌換 900 積分。');
    expect(errorIn(over.body, 'zh-CN')).toBe('这笔交易合共 $8.00：最多可兑换 800 积分，不能兑换 900 积分。');
    // a walk-in has no points to redeem
    const walkIn = await draft(tea._id, 1, null);
    const noOne = await server.call(
      '/res/order/update',
      { id: walkIn, items: [{ product_id: tea._id, quantity: 1 }], redeem_points: 10 },
      as,
    );
    expect(noOne.status).toBe(400);
    expect(errorIn(noOne.body, 'en')).toContain('choose the customer first');

    // one bag of two back: $100.50, and half the points she used (750) back; the earning's share (503) taken back
    await refundLines(
      server,
      as,
      id,
      [{ product_id: scallops._id, quantity: 1, restock: true }],
      'One bag too many',
    );
    const afterRefund = (await server.call<Order>('/res/order/show_one', { id }, as)).data;
    expect(afterRefund).toMatchObject({ refunded: 100.5, total: 100.5, points_redeemed: 1500 });
    expect(await balance()).toBe(1800 - 1500 + 750 + (1005 - 503));
    expect(await balance()).toBe(1552);
    // the rest back: every point she used is hers again, and what the sale earned is gone
    await refundLines(server, as, id, [{ product_id: scallops._id, quantity: 1, restock: true }], 'All back');
    expect(await balance()).toBe(1800);
  });

  it('a sale paid wholly in points comes to $0.00 and gives its points back by the units refunded', async () => {
    const shop = await signUp(server, 's');
    const as = { token: shop.token };
    const buns = await newProduct(server, shop.token, { name: 'Pineapple bun', price: 10, quantity: 50 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    const entry = await server.call<Customer>(
      '/res/customer/update',
      { name: 'Ah Wing', phone: '91234567' },
      as,
    );
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    const customer = entry.data.customer_id;
    const sell = async (quantity: number, points = 0) => {
      const id = await draftFor(shop.token, customer, buns._id, quantity, points);
      const paid = await server.call<{ order: Order }>(
        '/res/order/received_payment',
        { id, method: 'cash', idempotency_key: idemKey('p') },
        as,
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      return paid.data.order;
    };
    const points = async () =>
      (await server.call<Customer>('/res/customer/get', { customer_id: customer }, as)).data.points;
    // 10 % of $300.00: 3,000 points
    await sell(30);
    expect(await points()).toBe(3000);
    // three buns for 3,000 points: $0.00, nothing earned
    const free = await sell(3, 3000);
    expect(free).toMatchObject({ total: 0, discount_amount: 30, points_redeemed: 3000, points_discount: 30 });
    expect(await points()).toBe(0);
    // one bun of three back: a third of the points
    await refundLines(
      server,
      as,
      free.order_id,
      [{ product_id: buns._id, quantity: 1, restock: false }],
      'Squashed',
    );
    expect(await points()).toBe(1000);
  });

  it('two tills redeeming for one customer at once cannot spend her points twice', async () => {
    const shop = await signUp(server, 's');
    const as = { token: shop.token };
    const buns = await newProduct(server, shop.token, { name: 'Egg tart', price: 10, quantity: 80 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    const customer = (
      await server.call<Customer>('/res/customer/update', { name: 'Ah Fong', phone: '92345678' }, as)
    ).data.customer_id;
    const draft = (quantity: number, points = 0) =>
      draftFor(shop.token, customer, buns._id, quantity, points);
    const pay = (id: string) =>
      server.call<{ order: Order }>(
        '/res/order/received_payment',
        { id, method: 'cash', idempotency_key: idemKey('p') },
        as,
      );
    const points = async () =>
      (await server.call<Customer>('/res/customer/get', { customer_id: customer }, as)).data.points;
    // 10 % of $200.00: 2,000 points
    expect((await pay(await draft(20))).status).toBe(200);
    expect(await points()).toBe(2000);
    // each till's sale takes 1,500 of her 2,000, both paid in the same moment: one is refused
    const [a, b] = [await draft(3, 1500), await draft(3, 1500)];
    const both = await Promise.all([pay(a), pay(b)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = both.find((r) => r.status === 400)!;
    expect(errorIn(refused.body, 'en')).toBe('The customer has 500 points ($5.00): 1500 cannot be redeemed.');
    // the paid one earned nothing ($30.00 − $15.00 = $15.00 → 150 points): 2,000 − 1,500 + 150
    expect(await points()).toBe(650);
    // the refused sale stays open to pay without points
    const retried = await server.call(
      '/res/order/update',
      {
        id: both[0]!.status === 400 ? a : b,
        items: [{ product_id: buns._id, quantity: 3 }],
        redeem_points: 0,
      },
      as,
    );
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
  });
});
