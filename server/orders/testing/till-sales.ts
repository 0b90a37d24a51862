import { expect } from 'vitest';
import type { Discount } from '../../../contract/discounts';
import type { Order } from '../../../contract/orders';
import type { TestServer } from '../../testing/test-server';
import { idemKey } from './test-helpers';

/**
 * A till sale rung up and paid: the setup of every test that needs a completed POS sale to refund, print, count in
 * a day close or a shift, or read in the stock history. Each such test used to write the same three calls (create
 * the draft with the first line, update it with all of them, take the payment) again; this is the one copy.
 */

/** a line of a till sale: as the till sends it (a weighed line may name its unit, an open-priced one its price) */
export type TillLine = {
  product_id: string;
  quantity: number;
  variant_id?: string;
  unit?: string;
  price?: number;
  discount?: Discount;
};

/**
 * The seller's till sale of `lines`, paid by `method` ('cash', the default, 'fps' or a payment code's id), with a bill
 * `discount`, for a customer (null: a walk-in) redeeming her points or stamp card, or rung up by a till member (`headers`: her x-till-token): the paid
 * order. Every step must succeed.
 */
export async function paidTillSale(
  server: TestServer,
  sellerToken: string,
  lines: readonly [TillLine, ...TillLine[]],
  {
    method = 'cash',
    discount,
    customer_id,
    redeem,
    headers,
  }: {
    method?: string;
    discount?: Discount;
    customer_id?: string | null;
    /** what the customer redeems: points, or a full stamp card (docs/decisions/0283, 0289) */
    redeem?: { redeem_points?: number; redeem_stamps?: boolean };
    headers?: Record<string, string>;
  } = {},
): Promise<Order> {
  const as = { token: sellerToken, ...(headers ? { headers } : {}) };
  const draft = await server.call<{ order_id: string }>(
    '/res/order/create',
    { order_type: 'POS-Sell', item: lines[0], ...(customer_id === undefined ? {} : { customer_id }) },
    as,
  );
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const id = draft.data.order_id;
  if (lines.length > 1 || discount || redeem) {
    const updated = await server.call(
      '/res/order/update',
      { id, items: lines, ...(discount ? { discount } : {}), ...redeem },
      as,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  }
  const paid = await server.call<{ order: Order }>(
    '/res/order/received_payment',
    { id, method, idempotency_key: idemKey('till') },
    as,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.data.order;
}
