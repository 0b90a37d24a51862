import { fromCents } from '../../../../contract/money';
import { recordOfflineSale } from '../../../../contract/offline-sales';
import { ApiError, callApi } from '../../../lib/api';
import { emitEverythingChanged } from '../../../lib/live-changes';
import { lineIds } from '../../../shared/variants/variant-product';
import { queueStore } from './pos-db';
import {
  type DrainResult,
  drain,
  type Lock,
  memoryLock,
  outcomeOfStatus,
  type SendOutcome,
} from './sync-queue';

/** Web Locks: one tab drains a seller's queue at a time (docs/decisions/0081-offline-point-of-sale.md). */
function lockFor(userId: string): Lock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fallback;
  return <T>(fn: () => Promise<T>) => locks.request(`stallfeed-pos-sync-${userId}`, fn) as Promise<T>;
}
const fallback = memoryLock();

/** Sends the waiting offline sales of this seller, in order, each with its own idempotency key. */
export async function syncNow(userId: string): Promise<DrainResult> {
  const result = await drain(
    queueStore(userId),
    async (sale): Promise<SendOutcome> => {
      try {
        const answer = await callApi(recordOfflineSale, {
          idempotency_key: sale.key,
          // a split sends its parts instead of one method (docs/decisions/0281-split-payments.md, "Offline")
          ...(sale.payments?.length
            ? {
                payments: sale.payments.map((p) => ({
                  method: p.method,
                  amount: fromCents(p.tendered_cents),
                })),
              }
            : { method: sale.method }),
          sold_at: sale.sold_at,
          ...(sale.staff_id ? { staff_id: sale.staff_id } : {}),
          ...(sale.approved_by ? { approved_by: sale.approved_by } : {}),
          ...(sale.discount ? { discount: sale.discount } : {}),
          // her entry, or her member QR as read: the server resolves it; one not of the shop makes a walk-in
          ...(sale.customer?.customer_id
            ? { customer_id: sale.customer.customer_id }
            : sale.customer?.member_code
              ? { member_code: sale.customer.member_code }
              : {}),
          items: sale.lines.map((l) => ({
            ...lineIds(l),
            quantity: l.quantity,
            ...(l.open_price ? { price: fromCents(l.unit_cents) } : {}),
            ...(l.discount ? { discount: l.discount } : {}),
          })),
        });
        return {
          kind: 'recorded',
          orderId: answer.order_id,
          oversoldUnits: answer.oversold.reduce((n, o) => n + o.short_units, 0),
          // her entry or QR was none of the shop's (removed, or another shop's card): the cashier is told
          customerDropped: answer.customer_dropped === true,
        };
      } catch (err) {
        if (err instanceof ApiError && outcomeOfStatus(err.status) === 'final' && err.status !== 401) {
          return { kind: 'rejected', error: err.message };
        }
        return { kind: 'retry' };
      }
    },
    lockFor(userId),
  );
  // this device's stock and today's figures show the synced sales at once, stream or not (issue 25)
  if (result.synced > 0) emitEverythingChanged(['product', 'sale']);
  return result;
}
