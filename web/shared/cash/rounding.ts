import { formatPrice } from '../Price';

/**
 * A cash rounding row's amount (docs/decisions/0264-cash-rounding.md): signed, so the rows read as a sum,
 * "+$0.05" for $451.35 paid as $451.40 and "−$0.04" for $451.34 paid as $451.30.
 */
export function formatRounding(amount: number): string {
  return amount > 0 ? `+${formatPrice(amount)}` : formatPrice(amount);
}
