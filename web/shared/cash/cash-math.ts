import { toCents } from '../../../contract/money';

/** The figures of a cash payment at the till, online (/pos-pay) and offline alike. */

/** "12.5", "12.50", "$12" → 12.5; anything else → null. */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(clean)) return null;
  return Number(clean);
}

/** Cash: change due in cents, or negative when the cash handed over is short. */
export function changeCents(tendered: number, totalCents: number): number {
  return toCents(tendered) - totalCents;
}

/** Hong Kong notes a customer hands over. */
export const CASH_NOTES = [20, 50, 100, 500, 1000] as const;

/**
 * Quick cash amounts for a total (besides "exact"): the notes and the round-ups to 10, 50 and 100
 * that are more than the total, smallest first, at most `max` (for $18: $20 $50 $100 $500 $1000;
 * for $178: $180 $200 $500 $1000).
 */
export function cashSuggestions(totalCents: number, max = 5): number[] {
  const total = totalCents / 100;
  const roundUps = [10, 50, 100].map((step) => Math.ceil(total / step) * step);
  const all = new Set<number>([...CASH_NOTES, ...roundUps]);
  return [...all]
    .filter((amount) => amount * 100 > totalCents)
    .sort((a, b) => a - b)
    .slice(0, max);
}
