import { fromCents, toCents } from '../../../../contract/money';

/** "2026-11-30": a visit's Hong Kong date (UTC+8 all year) */
export function visitDate(ms: number | null): string {
  return ms === null ? '—' : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** tags as typed in one field, comma-separated (Chinese commas too) */
export function tagsFrom(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、]/)
        .map((t) => t.trim())
        .filter((t) => t !== ''),
    ),
  ].slice(0, 10);
}

/** the average of a customer's sales, in dollars (0 without any) */
export function averageSpent(spent: number, visits: number): number {
  return visits === 0 ? 0 : fromCents(Math.round(toCents(spent) / visits));
}
