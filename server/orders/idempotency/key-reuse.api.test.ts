import { describe, expect, it } from 'vitest';
import type { RefundSummary } from '../../../contract/order-refunds';
import type { Order, Sale } from '../../../contract/orders';
import { serverWithCast } from '../../testing/file-server';
import {
  addAddress,
  addToCart,
  expectError,
  idemKey,
  newProduct,
  paymentCode,
  placeOrder,
  showOrder,
  stockOf,
} from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

/**
 * The same idempotency key with another body → 409 40933 and nothing done; the same body (however its members
 * are ordered) → the first answer (docs/decisions/0259-keys-claims-openapi.md), for every keyed call, on SQLite
 * and PostgreSQL.
 */
const { server, seller, buyer } = await serverWithCast();

const REUSED = 40933;

/** A completed POS sale of 3 × p (HK$20): its id and product. */
async function posSale() {
  const p = await newProduct(server, seller.token, { quantity: 10, price: 20, cost: 8 });
  const sale = await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 3 }]);
  return { id: sale.order_id, p };
}

async function refundsOf(id: string): Promise<RefundSummary> {
  return (await server.call<RefundSummary>('/res/order/refunds', { id }, { token: seller.token })).data;
}

async function posSales(): Promise<Sale[]> {
  return (
    await server.call<{ items: Sale[] }>('/res/order/sales', { channel: 'pos' }, { token: seller.token })
  ).data.items;
}

describe(`one idempotency key, one request (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('refund: the key again with other lines → 409 and nothing refunded; the same body → the first refund', async () => {
    const { id, p } = await posSale();
    const key = idemKey('refund');
    const body = {
      id,
      reason: 'Customer changed their mind',
      idempotency_key: key,
      lines: [{ product_id: p._id, quantity: 1, restock: true }],
    };
    const first = await server.call<{ refund: { refund_id: string } }>('/res/order/refund', body, {
      token: seller.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await stockOf(server, p._id)).toBe(8);

    // the attack: the same key, two units instead of one, and another reason
    const bigger = { ...body, lines: [{ product_id: p._id, quantity: 2, restock: true }] };
    expectError(await server.call('/res/order/refund', bigger, { token: seller.token }), 409, REUSED);
    expectError(
      await server.call('/res/order/refund', { ...body, reason: 'Something else' }, { token: seller.token }),
      409,
      REUSED,
    );
    const after = await refundsOf(id);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunded).toBe(20);
    expect(await stockOf(server, p._id)).toBe(8);

    // the same body, its members in another order and the reason padded (the contract trims it): a replay
    const same = {
      lines: [{ restock: true, quantity: 1, product_id: p._id }],
      idempotency_key: key,
      reason: '  Customer changed their mind ',
      id,
    };
    const replay = await server.call<{ refund: { refund_id: string } }>('/res/order/refund', same, {
      token: seller.token,
    });
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.data.refund.refund_id).toBe(first.data.refund.refund_id);
    expect((await refundsOf(id)).refunds).toHaveLength(1);
  });

  it('received payment: the key again with another method → 409 and the order unchanged; the same body → the first answer', async () => {
    const code = await paymentCode(server, seller.token);
    const orderId = await placeOrder(server, seller.token, buyer.token, { price: 42 });
    const key = idemKey('paid');
    const body = { id: orderId, method: 'cash', idempotency_key: key };
    const first = await server.call<{ message: string; order: Order }>('/res/order/received_payment', body, {
      token: seller.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.data.order.status).toBe('paid');

    expectError(
      await server.call('/res/order/received_payment', { ...body, method: code }, { token: seller.token }),
      409,
      REUSED,
    );
    const order = await showOrder(server, seller.token, orderId);
    expect(order.status).toBe('paid');
    expect(order.payment_method?.kind).toBe('cash');

    const replay = await server.call<{ message: string; order: Order }>(
      '/res/order/received_payment',
      { idempotency_key: key, method: 'cash', id: orderId },
      { token: seller.token },
    );
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.data.message).toBe(first.data.message);
    expect(replay.data.order.payment_method?.kind).toBe('cash');
  });

  it('received payment of a POS sale sent at once with two bodies: one sale, the other copy 409', async () => {
    const code = await paymentCode(server, seller.token);
    const p = await newProduct(server, seller.token, { quantity: 5, price: 10 });
    const id = (
      await server.call<{ order_id: string }>(
        '/res/order/create',
        { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 1 } },
        { token: seller.token },
      )
    ).data.order_id;
    const key = idemKey('pos-race');
    const results = await Promise.all(
      ['cash', code, 'cash', code].map((method) =>
        server.call<{ order: Order }>(
          '/res/order/received_payment',
          { id, method, idempotency_key: key },
          {
            token: seller.token,
          },
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const won = ok[0]!.data.order.payment_method?.kind;
    // every copy with the winner's body answers its answer; every other copy is refused
    for (const r of results) {
      if (r.status === 200) expect(r.data.order.payment_method?.kind).toBe(won);
      else expectError(r, 409, REUSED);
    }
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await stockOf(server, p._id)).toBe(4);
  });

  it('checkout: the key again with another message or address → 409 and no second order; the same body → the first orders', async () => {
    const p = await newProduct(server, seller.token, { quantity: 5, price: 12 });
    const cart = await addToCart(server, buyer.token, p._id, 1);
    const address = await addAddress(server, buyer.token);
    const key = idemKey('checkout');
    const body = { id: cart, address_id: address, message: 'Ring twice', idempotency_key: key };
    const first = await server.call<{ orders: { order_id: string }[] }>('/res/order/checkout', body, {
      token: buyer.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expectError(
      await server.call(
        '/res/order/checkout',
        { ...body, message: 'Leave at the door' },
        { token: buyer.token },
      ),
      409,
      REUSED,
    );
    const otherAddress = await addAddress(server, buyer.token);
    expectError(
      await server.call('/res/order/checkout', { ...body, address_id: otherAddress }, { token: buyer.token }),
      409,
      REUSED,
    );
    expect(await stockOf(server, p._id)).toBe(4);
    const replay = await server.call<{ orders: { order_id: string }[] }>(
      '/res/order/checkout',
      { ...body, message: ' Ring twice ' },
      { token: buyer.token },
    );
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.data.orders).toEqual(first.data.orders);
  });

  it('offline sale: the till’s queued sale retried replays; the key with another sale → 409 and nothing recorded', async () => {
    const p = await newProduct(server, seller.token, { quantity: 10, price: 20, cost: 5 });
    const q = await newProduct(server, seller.token, { quantity: 10, price: 7.5, cost: 2 });
    const key = idemKey('offline');
    // as web/features/sell/offline-pos/sync.ts builds it from the queued sale, every attempt alike
    const queued = {
      idempotency_key: key,
      method: 'cash',
      sold_at: Date.now() - 3_600_000,
      discount: { amount: 2 },
      items: [
        { product_id: p._id, quantity: 2 },
        { product_id: q._id, quantity: 1, discount: { percent: 10 } },
      ],
    };
    const before = (await posSales()).length;
    const first = await server.call<{ order_id: string; total: number }>('/res/order/offline_sale', queued, {
      token: seller.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // the answer was lost: the till sends the same sale again, twice at once, then once more
    const retries = await Promise.all(
      [1, 2].map(() =>
        server.call<{ order_id: string }>('/res/order/offline_sale', queued, { token: seller.token }),
      ),
    );
    for (const r of retries) expect(r.data.order_id).toBe(first.data.order_id);
    const { items, ...rest } = queued;
    const reordered = { items: items.map((l) => Object.fromEntries(Object.entries(l).reverse())), ...rest };
    expect(
      (await server.call<{ order_id: string }>('/res/order/offline_sale', reordered, { token: seller.token }))
        .data.order_id,
    ).toBe(first.data.order_id);

    // the same key with another sale (more units, another time): refused, nothing recorded
    expectError(
      await server.call(
        '/res/order/offline_sale',
        { ...queued, items: [{ product_id: p._id, quantity: 5 }] },
        { token: seller.token },
      ),
      409,
      REUSED,
    );
    expectError(
      await server.call(
        '/res/order/offline_sale',
        { ...queued, sold_at: queued.sold_at + 1 },
        { token: seller.token },
      ),
      409,
      REUSED,
    );
    expect((await posSales()).length).toBe(before + 1);
    expect(await stockOf(server, p._id)).toBe(8);
    expect(await stockOf(server, q._id)).toBe(9);
  });
});
