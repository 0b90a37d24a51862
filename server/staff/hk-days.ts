/**
 * Hong Kong calendar days for the time clock (UTC+8 all year, no daylight saving since 1979): a date is
 * `YYYY-MM-DD`. Kept in the staff domain so it does not reach into orders' report helpers.
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** [since, until) in ms of the Hong Kong days `from` … `to`, inclusive */
export function hkDaysRange(from: string, to: string): { since: number; until: number } {
  const since = Date.parse(`${from}T00:00:00Z`) - OFFSET_MS;
  const until = Date.parse(`${to}T00:00:00Z`) - OFFSET_MS + DAY_MS;
  return { since, until };
}
