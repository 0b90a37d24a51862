import { AppError } from '../http/app-error';
import type { OrdersRepository } from './repository';

/**
 * The stored answer of an idempotency key this user already used, or null when the key is new; a key used
 * for another action or target → 409 `idempotencyReused` (docs/decisions/0021-stock-and-idempotency.md).
 * Checkout, payment confirmation and refunds share the keys of `order_requests`.
 */
export async function replayRequest(
  repo: Pick<OrdersRepository, 'findRequest'>,
  userId: string,
  key: string,
  action: string,
  target: string,
): Promise<string | null> {
  const row = await repo.findRequest(userId, key);
  if (!row) return null;
  if (row.action !== action || row.target !== target) throw new AppError('idempotencyReused');
  return row.result;
}
