import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { countedServer } from '../../testing/counted-server';
import { signUp } from '../../testing/test-server';
import { idemKey, newProduct } from '../testing/test-helpers';

// A till payment in a fixed number of statements (docs/decisions/0294-postgresql-statements-are-the-cost.md): the
// stall's busiest call. Its answer is built from the sale as the payment wrote it, so it must be what a read shows.
const { server, postgres, countedCall } = await countedServer();

describe(`a till payment, counted (${postgres ? 'postgres' : 'sqlite'})`, () => {
  it('pays a sale of two lines in a fixed number of statements, and answers what show_one shows', async () => {
    const shop = await signUp(server, 's');
    const as = { token: shop.token };
    const tea = await newProduct(server, shop.token, { name: 'Oolong', price: 48, quantity: 50 });
    const tin = await newProduct(server, shop.token, { name: 'Tea tin', price: 20.5, quantity: 50 });
    const { order_id } = (
      await server.call<{ order_id: string }>(
        '/res/order/create',
        { order_type: 'POS-Sell', item: { product_id: tea._id, quantity: 1 } },
        as,
      )
    ).data;
    const rung = await server.call(
      '/res/order/update',
      {
        id: order_id,
        items: [
          { product_id: tea._id, quantity: 2 },
          { product_id: tin._id, quantity: 1 },
        ],
        discount: { amount: 5 },
      },
      as,
    );
    expect(rung.status, JSON.stringify(rung.body)).toBe(200);
    const paid = await countedCall<{ message: string; order: Order }>(
      '/res/order/received_payment',
      { id: order_id, method: 'cash', idempotency_key: idemKey('pay') },
      as,
    );
    expect(paid.result.status, JSON.stringify(paid.result.body)).toBe(200);
    const shown = await server.call<Order>('/res/order/show_one', { id: order_id }, as);
    expect(paid.result.data.order).toEqual(shown.data);
    expect(paid.result.data.order.total).toBe(111.5);
    // the session, the till's member check, the key (new), the draft, the shop's rounding; the sale moved, its
    // lines, the products, each line fixed, the payment, the totals, the notification, the key with its answer,
    // each line's stock take with its history row (one statement each on PostgreSQL, two on SQLite); the name on
    // the answer
    expect(paid.queries, JSON.stringify(paid.sql, null, 1)).toBe(postgres ? 17 : 19);
  });
});
