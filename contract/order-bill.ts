import { toCents } from './money';
import type { Order } from './orders';
import { billDiscountRows, billFigures, type SoldLine, soldLineOf } from './sale-figures';

/**
 * An order's bill as every surface that shows one reads it (its page, the till's text receipt, the customer
 * display): its lines, the bill under them (contract/sale-figures.ts billFigures) and the bill's discount split into
 * the shop's, the points' and the free item's rows (billDiscountRows; decisions 0283, 0289). One composition, so the
 * surfaces cannot drift apart in which order fields feed which figure.
 */
export function orderBill(
  order: Pick<
    Order,
    'items' | 'discount_amount' | 'delivery_fee' | 'rounding' | 'points_discount' | 'stamps_discount'
  >,
): {
  sold: SoldLine[];
  bill: ReturnType<typeof billFigures>;
  off: ReturnType<typeof billDiscountRows>;
} {
  const sold = order.items.map(soldLineOf);
  const bill = billFigures(
    sold,
    toCents(order.discount_amount),
    toCents(order.delivery_fee),
    toCents(order.rounding),
  );
  const off = billDiscountRows(
    bill.bill_discount_cents,
    toCents(order.points_discount ?? 0),
    toCents(order.stamps_discount ?? 0),
  );
  return { sold, bill, off };
}
