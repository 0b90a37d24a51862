import type { CallOutput } from '../../../contract/call';
import type { checkout } from '../../../contract/orders';
import type { ApiResult, TestServer } from '../../testing/test-server';
import { idemKey } from './test-helpers';

/**
 * The checkout of a cart, as most API tests need it: the buyer places her cart under a fresh idempotency key. Tests
 * wrote the same `/res/order/checkout` call again each time; this is the one copy. Tests about the call itself (its
 * exact body, a key sent twice, a field left out) still write it out.
 */

/** what checkout answers: one order per seller */
export type Placed = CallOutput<typeof checkout>;

/**
 * where the orders go: one of the buyer's addresses, a store-pickup address per seller (by seller id), or both (each
 * seller without a pickup address delivers to the address)
 */
export type Destination = { address_id?: string; pickup_address_ids?: Record<string, string> };

/**
 * The buyer checks out her cart to `where`, with the buyer's message to the sellers if any: the raw
 * answer, so that a test can assert a refusal as well as read the placed orders.
 */
export function checkoutCart(
  server: TestServer,
  buyerToken: string,
  cartId: string,
  where: Destination,
  extra: { message?: string } = {},
): Promise<ApiResult<Placed>> {
  return server.call<Placed>(
    '/res/order/checkout',
    { id: cartId, ...where, ...extra, idempotency_key: idemKey('co') },
    { token: buyerToken },
  );
}
