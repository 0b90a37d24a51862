/**
 * One clock (docs/decisions/0224-screens-tell-the-truth.md): times about money, orders, notifications, sessions and
 * receipts are shown in Hong Kong time (Asia/Hong_Kong, UTC+8 all year: no daylight saving since 1979), the same
 * way everywhere, `YYYY-MM-DD HH:mm:ss`, whatever the device's own time zone.
 */
const OFFSET_MS = 8 * 3_600_000;

export function formatHk(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
