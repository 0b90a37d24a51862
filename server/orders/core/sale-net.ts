import { netOfRefunds, type SaleTotals } from '../../../contract/sale-figures';
import type { OrderRow } from './repository';

/**
 * A sale's net (docs/decisions/0267-order-gross-and-refund-rows.md): the order row keeps its gross figures as sold
 * (total with delivery and cash rounding, fee, profit, items) and the refund rows are the only record of refunds.
 * What the buyer paid less what refunds gave back, the fee and profit kept, the items kept, and `refunded_cents`:
 * the one derivation every reader of a sale's net uses (the order view, the receipt, the sales list, the
 * notifications), with the arithmetic of contract/sale-figures.ts. `refunds`: the sale's refund rows, or their
 * sums from `OrdersRepository.refundSumsOf` (absent: none).
 */
export function saleNet(
  order: Pick<OrderRow, 'total_cents' | 'fee_cents' | 'profit_cents' | 'units'>,
  refunds: readonly SaleTotals[] | SaleTotals | undefined,
): SaleTotals & { refunded_cents: number } {
  const rows = refunds === undefined ? [] : Array.isArray(refunds) ? refunds : [refunds as SaleTotals];
  return netOfRefunds(order, rows);
}
