import { describe, expect, it } from 'vitest';
import { RouteCache, SCROLL_MAX_AGE_MS } from './policy';

describe('scrollRecords (shown by /scroll-test)', () => {
  it('lists every saved record with its mark, and follows take and purge', () => {
    const clock = { t: 5_000_000 };
    const cache = new RouteCache({ now: () => clock.t, random: () => 0.5 });
    cache.saveScroll('/a', 0, 120);
    clock.t += 1000;
    cache.saveScroll('/b?x=1', 0, 40);
    cache.markForRestore('/a');
    expect(cache.scrollRecords()).toEqual([
      { route: '/a', record: { x: 0, y: 120, timestamp: 5_000_000 }, marked: true },
      { route: '/b?x=1', record: { x: 0, y: 40, timestamp: 5_001_000 }, marked: false },
    ]);
    cache.takeRestore('/a');
    expect(cache.scrollRecords()[0]?.marked).toBe(false);
    clock.t = 5_000_000 + SCROLL_MAX_AGE_MS + 500;
    cache.purgeOld();
    expect(cache.scrollRecords().map((r) => r.route)).toEqual(['/b?x=1']);
  });
});
