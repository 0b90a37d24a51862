import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { checkoutCart } from '../testing/online-orders';
import { expectError, idemKey, showOrder } from '../testing/test-helpers';

/** "Buy again" on a past online order (docs/decisions/0243-couriers-and-buy-again.md). SQLite and PostgreSQL. */
const server = await serverForFile();
const [mei, ada] = await Promise.all([signUp(server, 's'), signUp(server, 'c')]);

describe(`buy again (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('puts a past order’s lines into the cart, added to what is there, within stock; names what is gone', async () => {
    const buyer = await signUp(server, 'c');
    const products = await Promise.all(
      [
        { name: 'Dried figs', quantity: 10 },
        { name: 'Goji berries', quantity: 10 },
        { name: 'Black fungus', quantity: 10 },
      ].map(
        async (p) =>
          (
            await server.call<{ product: { _id: string } }>(
              '/res/product/create',
              { ...p, description: 'x', price: 30, cost: 10, category: ['Dried goods'], imagePath: [] },
              { token: mei.token },
            )
          ).data.product,
      ),
    );
    const [figs, goji, fungus] = products as [{ _id: string }, { _id: string }, { _id: string }];
    let cart = '';
    for (const [p, q] of [
      [figs, 2],
      [goji, 3],
      [fungus, 1],
    ] as const) {
      const res = await server.call<{ order_id: string }>(
        '/res/order/create',
        { order_type: 'Online-Sell', item: { product_id: p._id, quantity: q } },
        { token: buyer.token },
      );
      cart = res.data.order_id;
    }
    const address = (
      await server.call<{ _id: string }>(
        '/user/info/add_address',
        { name: 'B', phone: '+852 9123 4567', address: '1 Queen’s Road' },
        { token: buyer.token },
      )
    ).data._id;
    const placed = await checkoutCart(server, buyer.token, cart, { address_id: address });
    const orderId = placed.data.orders[0]!.order_id;
    // while it awaits payment it still holds its stock: not yet (decision 0243)
    expectError(await server.call('/res/order/buy_again', { id: orderId }, { token: buyer.token }), 409);
    const paid = await server.call(
      '/res/order/received_payment',
      { id: orderId, method: 'cash', idempotency_key: idemKey('pay') },
      { token: mei.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // since then: the fungus is gone, the goji down to 2 in stock; the cart already holds one fig
    await server.call('/res/product/remove', { ids: [fungus._id] }, { token: mei.token });
    await server.call(
      '/res/product/adjust_stock',
      { id: goji._id, change: -5, reason: 'lost' },
      { token: mei.token },
    );
    await server.call(
      '/res/order/create',
      { order_type: 'Online-Sell', item: { product_id: figs._id, quantity: 1 } },
      { token: buyer.token },
    );

    // another shopper cannot copy her order
    expectError(await server.call('/res/order/buy_again', { id: orderId }, { token: ada.token }), 404);
    const again = await server.call<{ order_id: string; added: number; skipped: unknown[] }>(
      '/res/order/buy_again',
      { id: orderId },
      { token: buyer.token },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect([again.data.added, again.data.skipped]).toEqual([
      2,
      [{ name: 'Black fungus', reason: 'removed' }],
    ]);
    const inCart = await showOrder(server, buyer.token, again.data.order_id);
    expect(inCart.items.map((l) => [l.name, l.quantity]).sort()).toEqual([
      ['Dried figs', 3],
      ['Goji berries', 2],
    ]);
  });
});
