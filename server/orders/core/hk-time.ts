/**
 * Times shown to people are Hong Kong time (Asia/Hong_Kong, UTC+8 all year: no daylight saving since 1979),
 * formatted `YYYY-MM-DD HH:mm:ss`. Period boundaries ("today", "last 7 days") are Hong Kong calendar days.
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

// the format is shared with the web app: one clock on every screen
export { formatHk } from '../../../contract/hk-time';

/** ms of 00:00 Hong Kong time of the day containing `ms` */
export function hkDayStart(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** start of a period of `days` Hong Kong calendar days ending today (1 = today) */
export function periodStart(now: number, days: number): number {
  return hkDayStart(now) - (days - 1) * DAY_MS;
}
