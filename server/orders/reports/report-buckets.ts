import { hkDayStart } from '../core/hk-time';

/**
 * Hong Kong calendar arithmetic for the reports (UTC+8 all year). A date is `YYYY-MM-DD`; weeks start on
 * Monday (as Hong Kong calendars and ISO 8601 do); months on the 1st.
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export type Bucket = 'day' | 'week' | 'month';

/** 00:00 HK time of a date, in ms */
export function hkMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - OFFSET_MS;
}

export function hkDateOf(ms: number): string {
  return new Date(hkDayStart(ms) + OFFSET_MS).toISOString().slice(0, 10);
}

/** the first date of the bucket that holds `date` */
export function bucketStart(date: string, bucket: Bucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 7)}-01`;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return new Date(Date.parse(`${date}T00:00:00Z`) - ((day + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** the first date of the next bucket */
export function nextBucket(start: string, bucket: Bucket): string {
  if (bucket === 'day' || bucket === 'week') {
    return new Date(Date.parse(`${start}T00:00:00Z`) + (bucket === 'day' ? 1 : 7) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  }
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** every bucket from the one holding `from` to the one holding `to` */
export function bucketsBetween(from: string, to: string, bucket: Bucket): string[] {
  const out: string[] = [];
  for (let b = bucketStart(from, bucket); b <= to; b = nextBucket(b, bucket)) out.push(b);
  return out;
}
