import { describe, expect, it } from 'vitest';
import type { Refund, RefundSummary } from '../../../contract/order-refunds';
import type { Order, Sale } from '../../../contract/orders';
import { serverWithCast } from '../../testing/file-server';
import { checkoutCart } from '../testing/online-orders';
import {
  addAddress,
  addToCart,
  cents,
  expectError,
  idemKey,
  newProduct,
  stockOf,
} from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

/** Refunds of sales (docs/decisions/0091-refunds.md) on SQLite and PostgreSQL. */
const { server, seller, otherSeller, buyer, otherBuyer } = await serverWithCast();

type RefundAnswer = { message: string; refund: Refund; summary: RefundSummary };

/** A completed POS sale of 3 × p (HK$20, cost 8) and 2 × q (HK$7.50, cost 3). */
async function posSale() {
  const p = await newProduct(server, seller.token, { quantity: 10, price: 20, cost: 8 });
  const q = await newProduct(server, seller.token, { quantity: 10, price: 7.5, cost: 3 });
  const order = await paidTillSale(server, seller.token, [
    { product_id: p._id, quantity: 3 },
    { product_id: q._id, quantity: 2 },
  ]);
  return { id: order.order_id, p, q, order };
}

function refund(token: string, body: Record<string, unknown>) {
  return server.call<RefundAnswer>(
    '/res/order/refund',
    { reason: 'Customer changed their mind', idempotency_key: idemKey('refund'), ...body },
    { token },
  );
}

describe(`refunds (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('refunds part of a POS sale: stock back for one line and not the other, figures adjusted', async () => {
    const { id, p, q, order } = await posSale();
    expect(order.total).toBe(75);
    const before = {
      total: cents(order.total),
      fee: cents(order.transaction_fee),
      profit: cents(order.total_profit!),
    };
    const res = await refund(seller.token, {
      id,
      lines: [
        { product_id: p._id, quantity: 1, restock: true },
        { product_id: q._id, quantity: 1, restock: false },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.data.refund;
    expect(r.total).toBe(27.5);
    expect(r.lines.map((l) => [l.product_id, l.quantity, l.restock])).toEqual([
      [p._id, 1, true],
      [q._id, 1, false],
    ]);
    // p went back on the shelf (10 − 3 + 1), q did not (10 − 2)
    expect(await stockOf(server, p._id)).toBe(8);
    expect(await stockOf(server, q._id)).toBe(8);
    const after = (await server.call<Order>('/res/order/show_one', { id }, { token: seller.token })).data;
    expect(cents(after.total)).toBe(before.total - 2750);
    expect(after.refunded).toBe(27.5);
    expect(cents(after.transaction_fee)).toBe(before.fee - cents(r.transaction_fee!));
    // restocked p gives its cost back (8), damaged q stays a cost: profit falls by 27.5 − fee − 8
    expect(cents(after.total_profit!)).toBe(before.profit - (2750 - cents(r.transaction_fee!) - 800));
    expect(r.profit_change).toBeCloseTo(-(27.5 - r.transaction_fee! - 8), 2);
    expect(res.data.summary).toMatchObject({ paid: 75, refunded: 27.5, refundable: 47.5 });
    // the sales list shows what was kept
    const sales = await server.call<{ items: Sale[] }>(
      '/res/order/sales',
      { channel: 'pos' },
      { token: seller.token },
    );
    expect(sales.data.items.find((s) => s.order_id === id)?.total).toBe(47.5);
  });

  it('never refunds more than was paid; a full refund takes the rest, then nothing is left', async () => {
    const { id, p, q } = await posSale();
    expectError(
      await refund(seller.token, { id, lines: [{ product_id: p._id, quantity: 4, restock: true }] }),
      409,
      40940,
    );
    await refund(seller.token, { id, lines: [{ product_id: p._id, quantity: 2, restock: true }] });
    expectError(
      await refund(seller.token, { id, lines: [{ product_id: p._id, quantity: 2, restock: true }] }),
      409,
      40940,
    );
    // a product not in the sale
    expectError(
      await refund(seller.token, { id, lines: [{ product_id: 'nope', quantity: 1, restock: true }] }),
      400,
      40040,
    );
    const full = await refund(seller.token, { id, restock_all: false });
    expect(full.status).toBe(200);
    expect(full.data.refund.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [p._id, 1],
      [q._id, 2],
    ]);
    expect(full.data.summary).toMatchObject({ paid: 75, refunded: 75, refundable: 0 });
    const after = (await server.call<Order>('/res/order/show_one', { id }, { token: seller.token })).data;
    // every cent back, fee included: the refunds of a line add up to its fee exactly
    expect(after.total).toBe(0);
    expect(after.transaction_fee).toBe(0);
    expectError(await refund(seller.token, { id }), 409, 40941);
  });

  it('concurrent refunds of one sale never refund a unit twice', async () => {
    const { id, p } = await posSale();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        refund(seller.token, { id, lines: [{ product_id: p._id, quantity: 2, restock: true }] }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 409, 40940);
    expect(await stockOf(server, p._id)).toBe(9);
    const s = await server.call<RefundSummary>('/res/order/refunds', { id }, { token: seller.token });
    expect(s.data.refunded).toBe(40);
  });

  it('one idempotency key: the same refund answered, done once, even sent at once', async () => {
    const { id, p } = await posSale();
    const key = idemKey('same');
    const body = { id, idempotency_key: key, lines: [{ product_id: p._id, quantity: 1, restock: true }] };
    const results = await Promise.all([1, 2, 3].map(() => refund(seller.token, body)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(results.map((r) => r.data.refund.refund_id)).size).toBe(1);
    const replay = await refund(seller.token, body);
    expect(replay.data.refund.refund_id).toBe(results[0]!.data.refund.refund_id);
    expect(replay.data.summary.refunds).toHaveLength(1);
    expect(await stockOf(server, p._id)).toBe(8);
    // the key used for another sale → 409
    const other = await posSale();
    expectError(await refund(seller.token, { ...body, id: other.id }), 409, 40933);
  });

  it('another seller, the buyer and anonymous callers are refused', async () => {
    const { id } = await posSale();
    expectError(await refund(otherSeller.token, { id }), 404);
    expectError(await refund(buyer.token, { id }), 403);
    expectError(await server.call('/res/order/refund', { id, reason: 'x', idempotency_key: idemKey() }), 401);
    expectError(await server.call('/res/order/refunds', { id }, { token: otherBuyer.token }), 404);
    expectError(await server.call('/res/order/refunds', { id }, { token: otherSeller.token }), 404);
  });

  it('an online order is refundable after payment only; its buyer sees the refund without the seller’s figures', async () => {
    const p = await newProduct(server, seller.token, { quantity: 5, price: 30, cost: 10 });
    const cartId = await addToCart(server, buyer.token, p._id, 2);
    const address = await addAddress(server, buyer.token);
    const placed = await checkoutCart(server, buyer.token, cartId, { address_id: address });
    const id = placed.data.orders[0]!.order_id;
    expectError(await refund(seller.token, { id }), 409, 40932);
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('pay') },
      { token: seller.token },
    );
    // the buyer of an order cannot refund it themselves
    const ok = await refund(seller.token, { id, lines: [{ product_id: p._id, quantity: 1, restock: true }] });
    expect(ok.status).toBe(200);
    expect(await stockOf(server, p._id)).toBe(4);
    const seen = await server.call<RefundSummary>('/res/order/refunds', { id }, { token: buyer.token });
    expect(seen.data).toMatchObject({ paid: 60, refunded: 30, refundable: 30 });
    expect(seen.data.refunds[0]!.transaction_fee).toBeUndefined();
    expect(seen.data.refunds[0]!.profit_change).toBeUndefined();
    expect(seen.data.refunds[0]!.reason).toBe('Customer changed their mind');
    // the buyer's order (list and page) says what came back, beside what was kept
    const order = (await server.call<Order>('/res/order/show_one', { id }, { token: buyer.token })).data;
    expect(order).toMatchObject({ total: 30, refunded: 30 });
    const listed = await server.call<{ items: Order[] }>('/res/order/list', {}, { token: buyer.token });
    expect(listed.data.items.find((o) => o.order_id === id)).toMatchObject({ total: 30, refunded: 30 });
  });
});
