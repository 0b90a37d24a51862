import { newId } from '../db/ids';

/** the rows of the loyalty ledger: points (decision 0283) and a stamp card's (decision 0289) */
export type LedgerKind =
  | 'earn'
  | 'refund'
  | 'redeem'
  | 'unredeem'
  | 'stamps_earn'
  | 'stamps_refund'
  | 'stamps_redeem'
  | 'stamps_unredeem';

/**
 * One `loyalty_ledger` row of a sale. `amount` is points or stamps as the kind says; `percentTenths` keeps the
 * programme the row was written under: the percentage for points, the card's size for stamps.
 */
export function ledgerRow(
  sellerId: string,
  customerId: string,
  orderId: string,
  kind: LedgerKind,
  amount: number,
  percentTenths: number,
  now: number,
) {
  return {
    id: newId(now),
    seller_id: sellerId,
    customer_id: customerId,
    order_id: orderId,
    kind,
    points: amount,
    percent_tenths: percentTenths,
    created_at: now,
  };
}
