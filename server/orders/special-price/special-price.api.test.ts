import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { serverWithSeller } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { checkoutCart } from '../testing/online-orders';
import {
  addAddress,
  addToCart,
  expectError,
  idemKey,
  newProduct,
  paymentCode,
  showOrder,
  stockOf,
} from '../testing/test-helpers';

// docs/decisions/0235-special-price.md: "$10 off since you bought three", given by the seller on an online order
// before the shopper pays; the QR code, the totals and a later refund follow it to the cent.
const { server, seller } = await serverWithSeller();
const buyer = await signUp(server, 'c');

async function placed(
  lines: { price: number; quantity: number }[],
): Promise<{ id: string; products: string[] }> {
  const products: string[] = [];
  let cartId = '';
  for (const l of lines) {
    const p = await newProduct(server, seller.token, { price: l.price, cost: l.price / 2, quantity: 10 });
    products.push(p._id);
    cartId = await addToCart(server, buyer.token, p._id, l.quantity);
  }
  const address = await addAddress(server, buyer.token);
  const res = await checkoutCart(server, buyer.token, cartId, { address_id: address });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.data.orders[0]!.order_id, products };
}

const special = (token: string, body: Record<string, unknown>) =>
  server.call<Order>('/res/order/special_price', body, { token });

describe(`special price on an online order (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a line and a bill discount change the total, fee and profit before payment, and the payment and refund follow', async () => {
    // 3 × 32.00 = 96.00 and 1 × 78.00: 174.00
    const { id, products } = await placed([
      { price: 32, quantity: 3 },
      { price: 78, quantity: 1 },
    ]);
    const res = await special(seller.token, {
      id,
      items: [{ product_id: products[0], discount: { amount: 10 } }],
      discount: { percent: 10 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 86.00 + 78.00 = 164.00, less 10 % = 147.60; the shopper sees it too
    expect([res.data.total, res.data.discount_amount]).toEqual([147.6, 16.4]);
    // the bill's 16.40 spread 8.60 / 7.80: lines 77.40 and 70.20; fees 2.32 + 2.11; profit 77.40 − 48 − 2.32 +
    // 70.20 − 39 − 2.11
    expect([res.data.transaction_fee, res.data.total_profit]).toEqual([4.43, 56.17]);
    const seen = await showOrder(server, buyer.token, id);
    expect([seen.total, seen.status]).toEqual([147.6, 'pending_payment']);
    const qr = await server.call<{ total: number }>('/res/order/get_qr_code', { id }, { token: buyer.token });
    expect(qr.data.total).toBe(147.6);

    // the bill's discount removed, the line's kept: 164.00
    const back = await special(seller.token, { id, discount: null });
    expect(back.data.total).toBe(164);
    expect(back.data.items.find((l) => l.product_id === products[0])!.line_discount).toEqual({ amount: 10 });

    const code = await paymentCode(server, seller.token);
    const paid = await server.call(
      '/res/order/received_payment',
      { id, method: code, idempotency_key: idemKey('pay') },
      { token: seller.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // after payment the price is fixed
    expectError(await special(seller.token, { id, discount: { amount: 1 } }), 409);
    // one of the three discounted units back: a third of 86.00 (28.67)
    const refund = await server.call<{ refund: { total: number } }>(
      '/res/order/refund',
      {
        id,
        reason: 'One jar cracked',
        lines: [{ product_id: products[0], quantity: 1, restock: true }],
        idempotency_key: idemKey('r'),
      },
      { token: seller.token },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.data.refund.total).toBe(28.67);
    expect(await stockOf(server, products[0]!)).toBe(8);
  });

  it('only the seller, only before payment or a payment claim, never more than the bill, and nothing written when refused', async () => {
    const { id, products } = await placed([{ price: 40, quantity: 2 }]);
    const other = await signUp(server, 's');
    expectError(await special(buyer.token, { id, discount: { amount: 5 } }), 403);
    const notHers = await special(other.token, { id, discount: { amount: 5 } });
    expect([403, 404]).toContain(notHers.status);
    expectError(await special(seller.token, { id, discount: { amount: 80.01 } }), 400);
    expectError(
      await special(seller.token, { id, items: [{ product_id: products[0], discount: { amount: 81 } }] }),
      400,
    );
    expectError(await special(seller.token, { id, items: [{ product_id: id, discount: null }] }), 400);
    expect((await showOrder(server, seller.token, id)).total).toBe(80);

    // the shopper says she paid the old total: the price cannot change under her
    const claim = await server.call(
      '/res/order/claim_payment',
      { id, reference: 'FPS 1234' },
      { token: buyer.token },
    );
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    expect(expectError(await special(seller.token, { id, discount: { amount: 5 } }), 409)).toMatch(
      /says she has paid/,
    );
    expect((await showOrder(server, seller.token, id)).total).toBe(80);
  });
});
