import type { Discount } from '../../../../contract/discounts';
import type { WeightUnit } from '../../../../contract/units';
import { drainInOrder, isRetryStatus, type Lock } from '../../../lib/ordered-drain';
import type { OfflineCustomer } from '../customer-picker';
/**
 * The queue of sales made offline and how it drains (docs/decisions/0081-offline-point-of-sale.md).
 * Pure logic over an injected store, sender and lock, so the exactly-once property is tested without a
 * browser (sync-queue.unit.test.ts).
 *
 * Exactly once rests on two things:
 *  - each sale carries one idempotency key from the moment it is made; every attempt sends that key and the
 *    server records a key once (POST /res/order/offline_sale). A lost answer or a tab closed mid-request is
 *    therefore retried safely;
 *  - a sale leaves the queue only after the server's answer for it arrived (markSynced), and the queue is
 *    drained by one runner at a time (the lock: Web Locks across tabs), in the order the sales were made.
 */

export interface QueuedSaleLine {
  product_id: string;
  /** a variant's line: the product it is a kind of (sent as product_id, with this line's as variant_id) */
  variant_of?: string;
  name: string;
  /** whole pieces, or a weight to the thousandth in `unit` */
  quantity: number;
  /** sold by weight: the unit of `quantity` and of the price (decision 0233) */
  unit?: WeightUnit;
  /** unit price after discount, cents, as shown when sold */
  unit_cents: number;
  /** `unit_cents` was typed at the till: sent as the line's price (docs/decisions/0231-open-price.md) */
  open_price?: boolean;
  /** the seller's discount of this line (decision 0232) */
  discount?: Discount;
}

/** one part of a split payment taken offline */
export interface QueuedPayment {
  /** 'cash', 'fps' or a payment code id, as sent */
  method: string;
  /** cash, fps or the code's type */
  kind: string;
  label: string;
  /** cash: handed over; any other method: what it pays (sent as the part's amount) */
  tendered_cents: number;
  /** what this part paid of the sale (cash: handed over − change) */
  paid_cents: number;
  change_cents: number;
}

export type QueuedSaleState = 'waiting' | 'synced' | 'rejected';

export interface QueuedSale {
  /** the idempotency key, fixed when the sale is made */
  key: string;
  /** order of making (ms timestamp + counter), the sync order */
  seq: number;
  sold_at: number;
  /** the staff member the till was unlocked for (decision 0280) */
  staff_id?: string;
  /** the member who approved with her PIN what `staff_id` may not do alone (docs/decisions/0288), sent on sync */
  approved_by?: string;
  /** the rights her approval covered ('discount', 'open_price'), kept for the record on this device */
  approved_for?: string[];
  /**
   * the sale's customer (docs/decisions/0283-loyalty.md, "Customers on the offline till"): her entry's id, or her
   * member QR as read, sent on sync; she earns when it is recorded. Name and phone are for this device's screens
   */
  customer?: OfflineCustomer;
  /** 'cash', 'fps' or a payment code id; 'split' when paid in `payments` */
  method: string;
  method_label: string;
  /** a split payment (docs/decisions/0281-split-payments.md, "Offline"): the parts as settled at the till, sent as
   * `payments` instead of `method` */
  payments?: QueuedPayment[];
  lines: QueuedSaleLine[];
  /** the bill's discount given offline (decision 0232); `total_cents` is after it */
  discount?: Discount | null;
  /** what was taken: after the bill's discount, and with `rounding_cents` for cash rounded to 10¢ */
  total_cents: number;
  /** cash rounding to 10¢ (docs/decisions/0264-cash-rounding.md): in `total_cents`; absent or 0 when none */
  rounding_cents?: number;
  state: QueuedSaleState;
  order_id?: string;
  error?: string;
  oversold?: number;
  /** synced, but its customer was none of the shop's: recorded as a walk-in (decision 0283, offline till) */
  customer_dropped?: boolean;
}

export interface QueueStore {
  /** waiting sales, any order */
  waiting(): Promise<QueuedSale[]>;
  markSynced(key: string, orderId: string, oversoldUnits: number, customerDropped?: boolean): Promise<void>;
  markRejected(key: string, error: string): Promise<void>;
}

/** What one attempt came to: recorded; try again later (offline, timeout, 5xx, lost answer); refused for good. */
export type SendOutcome =
  | { kind: 'recorded'; orderId: string; oversoldUnits: number; customerDropped?: boolean }
  | { kind: 'retry' }
  | { kind: 'rejected'; error: string };

export type { Lock } from '../../../lib/ordered-drain';
export { memoryLock } from '../../../lib/ordered-drain';

export interface DrainResult {
  synced: number;
  rejected: number;
  /** true when an attempt must be retried later (the rest of the queue waits behind it) */
  blocked: boolean;
}

/** Sends the waiting sales in order, one at a time, under the lock; stops at the first one to retry. */
export async function drain(
  store: QueueStore,
  send: (sale: QueuedSale) => Promise<SendOutcome>,
  lock: Lock,
): Promise<DrainResult> {
  const result: DrainResult = { synced: 0, rejected: 0, blocked: false };
  const { blocked } = await drainInOrder(
    lock,
    () => store.waiting(),
    send,
    async (sale, outcome: Exclude<SendOutcome, { kind: 'retry' }>) => {
      if (outcome.kind === 'recorded') {
        await store.markSynced(sale.key, outcome.orderId, outcome.oversoldUnits, outcome.customerDropped);
        result.synced += 1;
      } else {
        await store.markRejected(sale.key, outcome.error);
        result.rejected += 1;
      }
    },
  );
  return { ...result, blocked };
}

/** Classifies an HTTP attempt: network errors, timeouts and 5xx/408/429 retry; other refusals are final. */
export function outcomeOfStatus(status: number): 'retry' | 'final' {
  return isRetryStatus(status) ? 'retry' : 'final';
}
