import { describe, expect, it } from 'vitest';
import type { Customer } from '../../contract/customers';
import { scallopShop } from '../orders/testing/member-sales';
import { refundLines } from '../orders/testing/refunds';
import { idemKey } from '../orders/testing/test-helpers';
import { serverForFile } from '../testing/file-server';
import { signUp } from '../testing/test-server';

// docs/decisions/0283-loyalty.md: points earned on paid sales once, taken back by refunds, never below zero.
const server = await serverForFile();

describe(`loyalty points (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a till sale earns the percentage once, a partial refund takes its share back, the shopper sees it', async () => {
    const { shop, mei, as, scallops } = await scallopShop(server);

    // a sale before the programme earns nothing
    const card = await server.call<{ qr: string }>(
      '/res/customer/member_card',
      { seller_id: shop.user_id },
      { token: mei.token },
    );
    const her = await server.call<Customer>('/res/customer/member', { code: card.data.qr }, as);
    const sell = async (quantity: number) => {
      const draft = await server.call<{ order_id: string }>(
        '/res/order/create',
        {
          order_type: 'POS-Sell',
          item: { product_id: scallops._id, quantity },
          customer_id: her.data.customer_id,
        },
        as,
      );
      const paid = await server.call(
        '/res/order/received_payment',
        { id: draft.data.order_id, method: 'cash', idempotency_key: idemKey('p') },
        as,
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      return draft.data.order_id;
    };
    await sell(1);
    expect((await server.call('/res/loyalty/settings', {}, as)).data).toEqual({ kind: 'off' });
    const set = await server.call('/res/loyalty/settings', { kind: 'points', percent: 5 }, as);
    expect(set.data).toEqual({ kind: 'points', percent: 5 });

    // 5 % of $360.00 = 1,800 points ($18.00), read twice: earned once
    const id = await sell(3);
    const balance = () =>
      server.call<{ points: number; value: number }>(
        '/res/loyalty/balance',
        { seller_id: shop.user_id },
        { token: mei.token },
      );
    expect((await balance()).data).toMatchObject({ points: 1800, value: 18 });
    expect((await balance()).data.points).toBe(1800);
    const got = await server.call<Customer>('/res/customer/get', { customer_id: her.data.customer_id }, as);
    expect(got.data.points).toBe(1800);

    // one of three back: 600 points back, twice read, taken once
    await refundLines(
      server,
      as,
      id,
      [{ product_id: scallops._id, quantity: 1, restock: true }],
      'One bag too many',
    );
    expect((await balance()).data.points).toBe(1200);
    expect((await balance()).data.points).toBe(1200);
    // the rest back: nothing left, never below zero
    await refundLines(server, as, id, [{ product_id: scallops._id, quantity: 2, restock: true }], 'All back');
    expect((await balance()).data.points).toBe(0);

    // a shopper only reads her own; a seller's settings are hers
    expect((await server.call('/res/loyalty/settings', { kind: 'points', percent: 0.05 }, as)).status).toBe(
      400,
    );
    const stranger = await signUp(server, 'c');
    expect(
      (
        await server.call<{ points: number }>(
          '/res/loyalty/balance',
          { seller_id: shop.user_id },
          { token: stranger.token },
        )
      ).data.points,
    ).toBe(0);
  });
});
