import { expect } from 'vitest';
import type { Refund, RefundSummary } from '../../../contract/order-refunds';
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

/**
 * The seller refunds sale `id` as `body` says (its `lines`, the method to pay back first with `back_to`, or nothing:
 * all that is left) because the shopper changed her mind, under a fresh idempotency key: the refund and the sale's
 * refund summary. The refund must succeed. The split-payment tests, online and offline, each wrote this helper.
 */
export async function refundSale(
  server: TestServer,
  token: string,
  id: string,
  body: Record<string, unknown>,
): Promise<{ refund: Refund; summary: RefundSummary }> {
  const refund = await server.call<{ refund: Refund; summary: RefundSummary }>(
    '/res/order/refund',
    { id, reason: 'Changed mind', idempotency_key: idemKey('refund'), ...body },
    { token },
  );
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  return refund.data;
}
