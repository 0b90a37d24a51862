import type { Order } from '../../../contract/orders';
import type { ApiResult, TestServer } from '../../testing/test-server';
import { idemKey } from './test-helpers';

/**
 * The two steps of an order's life the API tests take most often, as raw calls: the seller confirms its payment, and
 * moves it along (shipped, ready for pickup, completed). Tests wrote each as a five-line `server.call` again,
 * around a success as well as inside `expectError`; these answer the response untouched so that either reads in
 * one line. Tests of the calls' own bodies (a reused key, a missing field) still write them out.
 */

/** The holder of `token` confirms the payment of order `id` by `method` ('cash', 'fps' or a code's id), under a fresh key. */
export function confirmPayment(
  server: TestServer,
  token: string,
  id: string,
  method = 'cash',
): Promise<ApiResult<{ order: Order }>> {
  return server.call<{ order: Order }>(
    '/res/order/received_payment',
    { id, method, idempotency_key: idemKey() },
    { token },
  );
}

/** The holder of `token` moves order `id` to `status`. */
export function updateStatus(
  server: TestServer,
  token: string,
  id: string,
  status: string,
): Promise<ApiResult<{ order: Order }>> {
  return server.call<{ order: Order }>('/res/order/update_status', { id, status }, { token });
}
