import { formatHk } from '../../../../contract/hk-time';

/**
 * Hong Kong time for the time clock's screen (UTC+8 all year, docs/decisions/0224-screens-tell-the-truth.md): the
 * times shown and typed are the shop's, whatever the device's own time zone.
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** today's Hong Kong date, YYYY-MM-DD */
export const hkToday = (now = Date.now()) => new Date(now + OFFSET_MS).toISOString().slice(0, 10);

/** the Hong Kong date `days` days before `date` */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** `HH:mm` in Hong Kong */
export const hkClock = (ms: number) => formatHk(ms).slice(11, 16);

/** `YYYY-MM-DD HH:mm` in Hong Kong */
export const hkDateTime = (ms: number) => formatHk(ms).slice(0, 16);

/** the value of a datetime-local field showing this time in Hong Kong */
export const toLocalField = (ms: number) => formatHk(ms).slice(0, 16).replace(' ', 'T');

/** a datetime-local field's value read as Hong Kong time; null when empty or not a time */
export function fromLocalField(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(ms) ? null : ms - OFFSET_MS;
}

/** whole hours and minutes of a number of minutes */
export const hoursAndMinutes = (minutes: number) => ({ h: Math.floor(minutes / 60), m: minutes % 60 });
