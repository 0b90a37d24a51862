import { expect } from 'vitest';
import type { Customer } from '../../../contract/customers';
import type { Order } from '../../../contract/orders';
import type { Product } from '../../../contract/products';
import { type ApiResult, signUp, type TestServer, type TestSession } from '../../testing/test-server';
import { idemKey, newProduct } from './test-helpers';
import { paidTillSale } from './till-sales';

/**
 * Shared by the loyalty API tests (docs/decisions/0283-loyalty.md, 0289-stamp-cards.md): a shopper made a member
 * of a shop from her member QR, and the till sales for a customer that earn or redeem her points and stamps.
 */

export type SaleItem = { product_id: string; quantity: number };

/** what a till sale redeems: points, or a full stamp card */
export type Redeem = { redeem_points?: number; redeem_stamps?: boolean };

/** The shopper's member card scanned at the shop's till (her QR): her customer entry's id. */
export async function memberOf(server: TestServer, shop: TestSession, shopper: TestSession): Promise<string> {
  const card = await server.call<{ qr: string }>(
    '/res/customer/member_card',
    { seller_id: shop.user_id },
    { token: shopper.token },
  );
  const member = await server.call<Customer>(
    '/res/customer/member',
    { code: card.data.qr },
    { token: shop.token },
  );
  return member.data.customer_id;
}

/**
 * A till sale's draft of `items` for the customer (null: a walk-in), with what it redeems: its id and the update's
 * answer (a refusal when the redemption is refused; the draft is there either way).
 */
export async function tillDraftFor(
  server: TestServer,
  sellerToken: string,
  customerId: string | null,
  items: readonly SaleItem[],
  redeem: Redeem = {},
): Promise<{ id: string; update: ApiResult<Order> }> {
  const as = { token: sellerToken };
  const draft = await server.call<{ order_id: string }>(
    '/res/order/create',
    { order_type: 'POS-Sell', item: items[0], ...(customerId === null ? {} : { customer_id: customerId }) },
    as,
  );
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const id = draft.data.order_id;
  return { id, update: await server.call<Order>('/res/order/update', { id, items, ...redeem }, as) };
}

/** The seller takes a sale's payment in cash. */
export async function payInCash(server: TestServer, sellerToken: string, id: string): Promise<void> {
  const paid = await server.call(
    '/res/order/received_payment',
    { id, method: 'cash', idempotency_key: idemKey('p') },
    { token: sellerToken },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

/**
 * A till sale of `items` for the customer (null: a walk-in), redeeming what `redeem` says, paid in cash: what earns
 * her points or stamps. Its id. (The till-sale builder of ./till-sales.ts, named for the loyalty tests.)
 */
export async function paidTillSaleFor(
  server: TestServer,
  sellerToken: string,
  customerId: string | null,
  items: readonly SaleItem[],
  redeem: Redeem = {},
): Promise<string> {
  const [first, ...rest] = items;
  if (!first) throw new Error('a till sale needs a line');
  const order = await paidTillSale(server, sellerToken, [first, ...rest], {
    customer_id: customerId,
    ...(redeem.redeem_points !== undefined || redeem.redeem_stamps !== undefined ? { redeem } : {}),
  });
  return order.order_id;
}

/** A customer entry the seller adds at her till (a name and a phone): its id. */
export async function newCustomerEntry(
  server: TestServer,
  sellerToken: string,
  entry: { name: string; phone: string },
): Promise<string> {
  return (await server.call<{ customer_id: string }>('/res/customer/update', entry, { token: sellerToken }))
    .data.customer_id;
}

/**
 * A new shop with a product of each name and price (50 in stock) and one customer entry: where the loyalty tests of
 * the sales CSV ring their sales up. The shop, its products in the order given, and the customer's id.
 */
export async function shopWithCustomer<const P extends readonly { name: string; price: number }[]>(
  server: TestServer,
  products: P,
  customer: { name: string; phone: string },
): Promise<{ shop: TestSession; products: { [K in keyof P]: Product }; customerId: string }> {
  const shop = await signUp(server, 's');
  const made: Product[] = [];
  for (const p of products) made.push(await newProduct(server, shop.token, { ...p, quantity: 50 }));
  const customerId = await newCustomerEntry(server, shop.token, customer);
  return { shop, products: made as { [K in keyof P]: Product }, customerId };
}

/**
 * A new shop selling dried scallops (HK$120, 20 in stock) and Mei, a shopper who has not met it yet: where the
 * customers and loyalty tests begin, with `as`, the shop's token as the calls take it.
 */
export async function scallopShop(
  server: TestServer,
): Promise<{ shop: TestSession; mei: TestSession; as: { token: string }; scallops: Product }> {
  const shop = await signUp(server, 's');
  const mei = await signUp(server, 'c');
  const scallops = await newProduct(server, shop.token, { name: 'Dried scallops', price: 120, quantity: 20 });
  return { shop, mei, as: { token: shop.token }, scallops };
}
