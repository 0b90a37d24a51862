import { randomBytes } from 'node:crypto';

/**
 * Time-ordered opaque ids: 9 base-36 chars of milliseconds, then 12 random base-36 chars.
 * Sorting by id sorts by creation time, so keyset pagination can use the id alone, and
 * rows created later always sort after the ones a reader already saw.
 */
let lastMs = 0;
let seq = 0;

export function newId(now = Date.now()): string {
  // within one millisecond, a counter keeps ids from one process strictly increasing
  if (now <= lastMs) {
    seq += 1;
    now = lastMs;
  } else {
    lastMs = now;
    seq = 0;
  }
  const time = now.toString(36).padStart(9, '0');
  const counter = seq.toString(36).padStart(3, '0');
  const rand = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .padStart(13, '0')
    .slice(0, 9);
  return `${time}${counter}${rand}`;
}
