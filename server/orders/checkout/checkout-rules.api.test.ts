import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { uploadImages } from '../../products/test-helpers';
import { serverWithSeller } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { updateStatus } from '../testing/order-steps';
import {
  addAddress,
  addToCart,
  expectError,
  idemKey,
  newProduct,
  showOrder,
  stockOf,
} from '../testing/test-helpers';

const { server, seller } = await serverWithSeller();

type Placed = { orders: { order_id: string; seller_id: string; status: string; total: number }[] };

describe(`orders: stock, prices and idempotency (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('the last unit: 50 buyers check out at once, exactly one gets it — every round', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signUp(server, 'c')));
    const addresses = await Promise.all(buyers.map((b) => addAddress(server, b.token)));
    for (let round = 0; round < 5; round++) {
      const product = await newProduct(server, seller.token, { quantity: 1, name: `Last jar ${round}` });
      // every buyer's cart holds the one unit (a cart may hold what is in stock now)
      const carts = await Promise.all(
        buyers.map(async (b) => {
          const cart = (await server.call<{ order: Order | null }>('/res/order/cart', {}, { token: b.token }))
            .data.order;
          if (!cart) return addToCart(server, b.token, product._id, 1);
          await server
            .call(
              '/res/order/update',
              { id: cart.order_id, items: [{ product_id: product._id, quantity: 1 }] },
              { token: b.token },
            )
            .then((r) => r.data);
          return cart.order_id;
        }),
      );
      const t0 = Date.now();
      const results = await Promise.all(
        buyers.map((b, i) =>
          server.call<Placed>(
            '/res/order/checkout',
            { id: carts[i], address_id: addresses[i], idempotency_key: idemKey('race') },
            { token: b.token },
          ),
        ),
      );
      if (process.env.RACE_TIMING) console.log(`round ${round}: ${Date.now() - t0} ms`);
      const won = results.filter((r) => r.status === 200);
      expect(won, `round ${round}`).toHaveLength(1);
      for (const lost of results.filter((r) => r.status !== 200)) {
        expect(expectError(lost, 409, 40930)).toContain(`Last jar ${round}`);
      }
      expect(await stockOf(server, product._id)).toBe(0);
      const incoming = await server.call<{ items: Order[] }>(
        '/res/order/list',
        { role: 'seller', status: 'pending_payment', limit: 100 },
        { token: seller.token },
      );
      expect(incoming.data.items.filter((o) => o.items[0]!.product_id === product._id)).toHaveLength(1);
    }
  }, 120_000);

  it('two lines of one product are one line: together they must fit the stock', async () => {
    const buyer = await signUp(server, 'c');
    const p = await newProduct(server, seller.token, { quantity: 3, name: 'Ginger candy' });
    const cartId = await addToCart(server, buyer.token, p._id, 1);
    const over = await server.call(
      '/res/order/update',
      {
        id: cartId,
        items: [
          { product_id: p._id, quantity: 2 },
          { product_id: p._id, quantity: 2 },
        ],
      },
      { token: buyer.token },
    );
    expect(expectError(over, 409, 40930)).toBe('Out of stock: Ginger candy (3 left).');
    expect((await showOrder(server, buyer.token, cartId)).items.map((l) => l.quantity)).toEqual([1]);
    const fits = await server.call<Order>(
      '/res/order/update',
      {
        id: cartId,
        items: [
          { product_id: p._id, quantity: 1 },
          { product_id: p._id, quantity: 2 },
        ],
      },
      { token: buyer.token },
    );
    expect(fits.data.items.map((l) => [l.product_id, l.quantity])).toEqual([[p._id, 3]]);
    // more than the stock at once, and quantities that are not whole numbers from 1
    expectError(
      await server.call(
        '/res/order/create',
        { order_type: 'Online-Sell', item: { product_id: p._id, quantity: 4 } },
        { token: (await signUp(server, 'c')).token },
      ),
      409,
      40930,
    );
    for (const quantity of [0, -1, 1.5, '2', 10_000_001]) {
      expectError(
        await server.call(
          '/res/order/update',
          { id: cartId, items: [{ product_id: p._id, quantity }] },
          { token: buyer.token },
        ),
        400,
        40000,
      );
    }
  });

  it('a price, total or cost sent by the client has no effect; seller_id is refused', async () => {
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    const p = await newProduct(server, seller.token, { price: 80, discount: 25, cost: 30, quantity: 9 });
    const created = await server.call<{ order_id: string }>(
      '/res/order/create',
      {
        order_type: 'Online-Sell',
        item: {
          product_id: p._id,
          quantity: 2,
          name: 'Free',
          price: 0.01,
          total: 0.02,
          cost: 0,
          discount: 100,
          original_price: 0.01,
          thumbnail: 'x',
        },
      },
      { token: buyer.token },
    );
    const cartId = created.data.order_id;
    let cart = await showOrder(server, buyer.token, cartId);
    expect(cart.items[0]).toMatchObject({
      name: p.name,
      price: 60,
      original_price: 80,
      discount: 25,
      total: 120,
    });
    cart = (
      await server.call<Order>(
        '/res/order/update',
        { id: cartId, items: [{ product_id: p._id, quantity: 3, price: 1, total: 3 }] },
        { token: buyer.token },
      )
    ).data;
    expect(cart.total).toBe(180);
    expectError(
      await server.call(
        '/res/order/update',
        { id: cartId, items: [{ product_id: p._id, quantity: 3, seller_id: buyer.user_id }] },
        { token: buyer.token },
      ),
      400,
      40000,
    );
    expectError(
      await server.call(
        '/res/order/checkout',
        { id: cartId, address_id: addressId, idempotency_key: idemKey(), total: 1 },
        { token: buyer.token },
      ),
      400,
    );
    // the price changes before checkout: the order takes the catalogue's price of that moment
    await server
      .call(
        '/res/product/update',
        {
          id: p._id,
          name: p.name,
          description: p.description,
          price: 100,
          cost: 30,
          quantity: 9,
          discount: 0,
          category: p.category,
          imagePath: await uploadImages(server, seller.token),
        },
        { token: seller.token },
      )
      .then((r) => r.data);
    const placed = await server.call<Placed>(
      '/res/order/checkout',
      { id: cartId, address_id: addressId, idempotency_key: idemKey() },
      { token: buyer.token },
    );
    expect(placed.data.orders[0]!.total).toBe(300);
    const order = await showOrder(server, seller.token, placed.data.orders[0]!.order_id);
    expect(order).toMatchObject({ total: 300, transaction_fee: 9, total_profit: 201 });
    expect(order.items[0]).toMatchObject({
      price: 100,
      quantity: 3,
      total: 300,
      cost: 30,
      total_profit: 201,
    });
  });

  it('checkout is idempotent: the same key answers the first result and places nothing new', async () => {
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    const p = await newProduct(server, seller.token, { quantity: 10 });
    const cartId = await addToCart(server, buyer.token, p._id, 2);
    const key = idemKey('checkout');
    const payload = { id: cartId, address_id: addressId, idempotency_key: key };
    // three at once (a double tap and a retry), then once more later
    const first = await Promise.all(
      [1, 2, 3].map(() => server.call<Placed>('/res/order/checkout', payload, { token: buyer.token })),
    );
    const later = await server.call<Placed>('/res/order/checkout', payload, { token: buyer.token });
    for (const r of [...first, later]) expect(r.data).toEqual(first[0]!.data);
    expect(first[0]!.data.orders).toHaveLength(1);
    expect(await stockOf(server, p._id)).toBe(8);
    const mine = await server.call<{ items: Order[] }>(
      '/res/order/list',
      { role: 'buyer' },
      { token: buyer.token },
    );
    expect(mine.data.items).toHaveLength(1);
    // the key belongs to that cart: reusing it for another one is refused
    const cart2 = await addToCart(server, buyer.token, p._id, 1);
    expectError(
      await server.call('/res/order/checkout', { ...payload, id: cart2 }, { token: buyer.token }),
      409,
      40933,
    );
    // another user's identical key is theirs alone
    const other = await signUp(server, 'c');
    const otherCart = await addToCart(server, other.token, p._id, 1);
    const otherAddress = await addAddress(server, other.token);
    const res = await server.call<Placed>(
      '/res/order/checkout',
      { id: otherCart, address_id: otherAddress, idempotency_key: key },
      { token: other.token },
    );
    expect(res.data.orders[0]!.order_id).not.toBe(first[0]!.data.orders[0]!.order_id);
  });

  it('a removed product cannot be checked out, and is flagged in the cart', async () => {
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    const p = await newProduct(server, seller.token, { quantity: 5, name: 'Old stock' });
    const cartId = await addToCart(server, buyer.token, p._id, 1);
    await server.call('/res/product/remove', { ids: [p._id] }, { token: seller.token }).then((r) => r.data);
    const cart = await showOrder(server, buyer.token, cartId);
    expect(cart.items[0]).toMatchObject({ removed: true });
    expect(cart.total).toBe(0);
    const res = await server.call(
      '/res/order/checkout',
      { id: cartId, address_id: addressId, idempotency_key: idemKey() },
      { token: buyer.token },
    );
    expect(expectError(res, 409, 40934)).toBe('Old stock is no longer for sale.');
  });
});

describe(`orders: who may see and change an order (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a third user cannot read, update, cancel or pay an order; another seller cannot confirm payment', async () => {
    const buyer = await signUp(server, 'c');
    const stranger = await signUp(server, 'c');
    const otherSeller = await signUp(server, 's');
    const p = await newProduct(server, seller.token, { quantity: 5 });
    const cartId = await addToCart(server, buyer.token, p._id, 1);
    const addressId = await addAddress(server, buyer.token);

    for (const intruder of [stranger, otherSeller]) {
      const t = { token: intruder.token };
      expectError(await server.call('/res/order/show_one', { id: cartId }, t), 404, 40400);
      expectError(await server.call('/res/order/update', { id: cartId, items: [] }, t), 404, 40400);
      expectError(await server.call('/res/order/cancel', { id: cartId }, t), 404, 40400);
      expectError(
        await server.call(
          '/res/order/checkout',
          { id: cartId, address_id: addressId, idempotency_key: idemKey() },
          t,
        ),
        404,
      );
    }
    const { orders } = (
      await server.call<Placed>(
        '/res/order/checkout',
        { id: cartId, address_id: addressId, idempotency_key: idemKey() },
        { token: buyer.token },
      )
    ).data;
    const orderId = orders[0]!.order_id;
    for (const intruder of [stranger, otherSeller]) {
      const t = { token: intruder.token };
      expectError(await server.call('/res/order/show_one', { id: orderId }, t), 404, 40400);
      expectError(await server.call('/res/order/cancel', { id: orderId }, t), 404, 40400);
      expectError(await server.call('/res/order/get_qr_code', { id: orderId }, t), 404, 40400);
      expectError(
        await server.call('/res/order/product_detail', { order: orderId, product: p._id }, t),
        404,
        40400,
      );
    }
    // paying: a customer is refused by role (403), another seller is told there is no such order (404)
    const pay = { id: orderId, method: 'cash', idempotency_key: idemKey() };
    expectError(await server.call('/res/order/received_payment', pay, { token: stranger.token }), 403, 40301);
    expectError(
      await server.call('/res/order/received_payment', pay, { token: otherSeller.token }),
      404,
      40400,
    );
    expectError(await updateStatus(server, otherSeller.token, orderId, 'shipped'), 404);
    // the order is untouched, and anonymous callers are asked to log in
    expect((await showOrder(server, buyer.token, orderId)).status).toBe('pending_payment');
    expectError(await server.call('/res/order/show_one', { id: orderId }), 401, 40015);
    expectError(await server.call('/res/order/list', {}), 401, 40015);
    expect(await stockOf(server, p._id)).toBe(4);
    // the buyer cannot change a placed order's lines
    expectError(
      await server.call('/res/order/update', { id: orderId, items: [] }, { token: buyer.token }),
      409,
      40932,
    );
  });
});
