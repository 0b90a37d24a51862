import { expect } from 'vitest';
import type { ApiResult, TestServer } from '../../testing/test-server';
import { idemKey } from './test-helpers';

/** a line of a refund: how many units of a product go back, and whether they go back on the shelf */
export type RefundLine = { product_id: string; quantity: number; restock: boolean };

/**
 * The seller refunds `lines` of sale `id` for `reason`, under a fresh idempotency key: the answer. The refund must
 * succeed. The loyalty and customer tests wrote this call and its check again at each step they take back; tests
 * about refusing a refund still write the call out.
 */
export async function refundLines<T = unknown>(
  server: TestServer,
  as: { token: string; headers?: Record<string, string> },
  id: string,
  lines: readonly RefundLine[],
  reason: string,
): Promise<ApiResult<T>> {
  const refund = await server.call<T>(
    '/res/order/refund',
    { id, reason, lines, idempotency_key: idemKey('r') },
    as,
  );
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  return refund;
}
