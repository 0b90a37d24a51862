import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { countedServer } from '../../testing/counted-server';
import { signUp } from '../../testing/test-server';
import { addAddress, idemKey, newProduct } from '../testing/test-helpers';

// A shopper's cart and checkout in a fixed number of statements (docs/decisions/0294-postgresql-statements-are-the-cost.md):
// on PostgreSQL each one is a round trip, and the checkout bench's flow is these three calls. A change that reads a
// row again, or writes in two statements what one can, fails here with the new count.
const { server, postgres, countedCall } = await countedServer();

describe(`a cart and its checkout, counted (${postgres ? 'postgres' : 'sqlite'})`, () => {
  it('adds, changes and checks out in a fixed number of statements, and the change answers what a read answers', async () => {
    const shop = await signUp(server, 's');
    const buyer = await signUp(server, 'c');
    const tea = await newProduct(server, shop.token, { name: 'Oolong', price: 48, quantity: 50 });
    const tin = await newProduct(server, shop.token, { name: 'Tea tin', price: 20, quantity: 50 });
    const address = await addAddress(server, buyer.token);
    const as = { token: buyer.token };

    const add = await countedCall<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'Online-Sell', item: { product_id: tea._id, quantity: 1 } },
      as,
    );
    expect(add.result.status).toBe(200);
    const cartId = add.result.data.order_id;

    const change = await countedCall<Order>(
      '/res/order/update',
      {
        id: cartId,
        items: [
          { product_id: tea._id, quantity: 2 },
          { product_id: tin._id, quantity: 1 },
        ],
      },
      as,
    );
    expect(change.result.status).toBe(200);
    // the change's answer is built from what it wrote, not read back: it must be what a read answers
    const read = await server.call<{ order: Order | null }>('/res/order/cart', {}, as);
    expect(change.result.data).toEqual(read.data.order);

    const checkout = await countedCall<{ orders: { order_id: string }[] }>(
      '/res/order/checkout',
      { id: cartId, address_id: address, idempotency_key: idemKey('co') },
      as,
    );
    expect(checkout.result.status, JSON.stringify(checkout.result.body)).toBe(200);

    // the shopper's order mail reads her account after the answer is decided, racing the response: not counted
    const mailRead = (q: string) => /^select .* from "users" where "id" = /.test(q);
    const sent = { add: add.sql, change: change.sql, checkout: checkout.sql.filter((q) => !mailRead(q)) };
    const counts = { add: sent.add.length, change: sent.change.length, checkout: sent.checkout.length };
    expect(counts, JSON.stringify(sent, null, 1)).toEqual({
      // the session, the product, her cart (none), the draft: one statement on PostgreSQL, two inserts on SQLite
      add: postgres ? 4 : 5,
      // the session, the draft, the products; touch, lines out, lines in; the names on the answer
      change: 7,
      // the session, the key (new); the cart claimed, its lines, the address, the delivery prices, the products;
      // the order, its lines, the seller's notification, the cart gone, the key with its answer; each line's stock
      // take with its history row: one statement each on PostgreSQL, two on SQLite
      checkout: postgres ? 14 : 16,
    });
  });
});
