import { z } from 'zod';
import { Money } from './common';
import { percentToBasisPoints, roundDiv, toCents } from './money';

/**
 * A discount the seller gives at the till (docs/decisions/0232-till-discounts.md): an amount off, or a percentage
 * off, of one line or of the whole bill. Written as the seller gave it, and turned into cents by `offCents`.
 */
export const DiscountAmount = z.strictObject({
  amount: Money.refine((n) => n > 0, { message: 'an amount above 0' }),
});
export const DiscountPercent = z.strictObject({
  percent: z
    .number()
    .gt(0)
    .max(100)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'at most 2 decimal places' }),
});
export const Discount = z.union([DiscountAmount, DiscountPercent]);
export type Discount = z.infer<typeof Discount>;

/**
 * The cents a discount takes off `baseCents`: an amount as it is, a percentage rounded to the cent half up;
 * never more than the base (so a total never goes below 0).
 */
export function offCents(discount: Discount | null | undefined, baseCents: number): number {
  if (!discount || baseCents <= 0) return 0;
  const off =
    'amount' in discount
      ? toCents(discount.amount)
      : roundDiv(baseCents * percentToBasisPoints(discount.percent), 10_000);
  return Math.min(Math.max(off, 0), baseCents);
}

/**
 * `total` cents spread over parts in proportion to `weights` (each a line's total before the bill discount):
 * floors first, then the cents left go one each to the largest remainders (the earlier line on a tie). The
 * shares add up to `total` exactly and none is more than its weight.
 */
export function spreadCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  // exact integer division (BigInt): total × weight can pass 2^53 for large bills
  const parts = weights.map((w, i) => {
    const product = BigInt(total) * BigInt(w);
    return { i, share: Number(product / BigInt(sum)), rest: product % BigInt(sum) };
  });
  let left = total - parts.reduce((n, p) => n + p.share, 0);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const p of byRest) {
    if (left <= 0) break;
    if (p.share < weights[p.i]!) {
      p.share += 1;
      left -= 1;
    }
  }
  return parts.map((p) => p.share);
}
