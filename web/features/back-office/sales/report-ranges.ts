/** The report ranges the sales screen offers (docs/decisions/0172-sales-reports.md), in Hong Kong dates. */
export const REPORT_RANGES = ['7d', '30d', '12w', '12m'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export type ReportBucket = 'day' | 'week' | 'month';

const DAY = 86_400_000;
const OFFSET = 8 * 3_600_000;

export function hkToday(now = Date.now()): string {
  return new Date(now + OFFSET).toISOString().slice(0, 10);
}

function minusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
}

/** from, to (both included) and the bucket of a preset range ending today */
export function rangeOf(
  range: ReportRange,
  now = Date.now(),
): { from: string; to: string; bucket: ReportBucket } {
  const to = hkToday(now);
  if (range === '7d') return { from: minusDays(to, 6), to, bucket: 'day' };
  if (range === '30d') return { from: minusDays(to, 29), to, bucket: 'day' };
  if (range === '12w') {
    // this week (from Monday) and the 11 before it
    const weekday = new Date(`${to}T00:00:00Z`).getUTCDay();
    return { from: minusDays(to, ((weekday + 6) % 7) + 7 * 11), to, bucket: 'week' };
  }
  const [y, m] = to.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
  return { from: start, to, bucket: 'month' };
}
