/**
 * Money on the wire is a decimal with at most 2 places; inside the server it is integer cents.
 * Discounts are percentages with at most 2 places, kept as basis points (1% = 100).
 * Rounding is half away from zero, to the cent.
 */
export function toCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** divides and rounds half away from zero (exact for integers) */
export function roundDiv(numerator: number, denominator: number): number {
  const q = Math.abs(numerator) / denominator;
  const whole = Math.floor(q);
  const rounded = Math.abs(numerator) - whole * denominator >= denominator / 2 ? whole + 1 : whole;
  return Math.sign(numerator) * rounded;
}

/** docs/product.md §5: price − price × discount / 100, to 2 decimals, only when the discount is above 0 */
export function discountedCents(priceCents: number, discountBp: number): number {
  if (discountBp <= 0) return priceCents;
  return priceCents - roundDiv(priceCents * discountBp, 10_000);
}

/** the transaction fee of a line total: 3 % by default, the rate is a server setting (TRANSACTION_FEE_PERCENT) */
export const TRANSACTION_FEE_BP = 300;
export function feeCents(totalCents: number, feeBp: number = TRANSACTION_FEE_BP): number {
  return roundDiv(totalCents * feeBp, 10_000);
}

/** for screens: "$12.50" in lists and market, "HK$" in product form inputs (docs/product.md §9) */
export function formatMoney(amount: number, symbol = '$', decimals = 2): string {
  return `${symbol}${amount.toFixed(decimals)}`;
}
