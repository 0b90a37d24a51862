import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deepEqual,
  differs,
  EXPIRY_MS,
  MAX_ENTRIES,
  PURGE_PROBABILITY,
  RouteCache,
  SCROLL_MAX_AGE_MS,
} from './policy';

function setup(start = 1_000_000) {
  const clock = { t: start, r: 0.5 };
  const cache = new RouteCache({ now: () => clock.t, random: () => clock.r });
  return { clock, cache };
}

describe('data entries', () => {
  it('is fresh until exactly 5 minutes, then expired', () => {
    const { clock, cache } = setup();
    cache.set('products', [1]);
    expect(cache.plan('products')).toEqual({ kind: 'cached', data: [1] });
    clock.t += EXPIRY_MS - 1;
    expect(cache.isFresh('products')).toBe(true);
    clock.t += 1;
    expect(cache.isFresh('products')).toBe(false);
    expect(cache.plan('products')).toEqual({ kind: 'fetch' });
  });

  it('fetches when missing or forced, even if fresh', () => {
    const { cache } = setup();
    expect(cache.plan('x')).toEqual({ kind: 'fetch' });
    cache.set('x', 1);
    expect(cache.plan('x', { force: true })).toEqual({ kind: 'fetch' });
  });

  it('stores the docs/product.md §3 entry shape', () => {
    const { clock, cache } = setup();
    const entry = cache.set('feed', { a: 1 }, '/');
    expect(entry).toMatchObject({
      data: { a: 1 },
      timestamp: clock.t,
      expiry: clock.t + EXPIRY_MS,
      scrollPosition: null,
      updateAvailable: false,
      showUpdateBanner: false,
    });
  });

  it('evicts the oldest when an 11th entry is set', () => {
    const { clock, cache } = setup();
    for (let i = 0; i < 11; i += 1) {
      cache.set(`k${i}`, i);
      clock.t += 10;
    }
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k10')?.data).toBe(10);
  });

  it('counts a re-set entry as new, so the next oldest is evicted', () => {
    const { cache } = setup();
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, i);
    cache.set('k0', 'again');
    cache.set('k10', 10);
    expect(cache.get('k0')?.data).toBe('again');
    expect(cache.get('k1')).toBeUndefined();
  });

  it('raises the banner only when the background data differs', () => {
    const { clock, cache } = setup();
    cache.set('orders', [{ id: 1, items: [{ q: 2 }] }]);
    clock.t += 1000;
    expect(cache.checkForUpdate('orders', [{ id: 1, items: [{ q: 2 }] }])).toBe(false);
    expect(cache.get('orders')).toMatchObject({ updateAvailable: false, showUpdateBanner: false });
    // Confirmed data counts as just fetched.
    expect(cache.get('orders')?.timestamp).toBe(clock.t);

    expect(cache.checkForUpdate('orders', [{ id: 1, items: [{ q: 3 }] }])).toBe(true);
    expect(cache.get('orders')).toMatchObject({
      data: [{ id: 1, items: [{ q: 2 }] }],
      updateAvailable: true,
      showUpdateBanner: true,
      pendingData: [{ id: 1, items: [{ q: 3 }] }],
    });
  });

  it('does not flag a missing entry', () => {
    const { cache } = setup();
    expect(cache.flagUpdate('none', 1)).toBe(false);
    expect(cache.checkForUpdate('none', 1)).toBe(false);
  });

  it('dismiss hides the banner but keeps the data and the pending update', () => {
    const { cache } = setup();
    cache.set('market', 'old');
    cache.flagUpdate('market', 'new');
    cache.dismissBanner('market');
    expect(cache.get('market')).toMatchObject({
      data: 'old',
      updateAvailable: true,
      showUpdateBanner: false,
      pendingData: 'new',
    });
  });

  it('refresh applies the pending data, clears the flags, renews the time and goes to the top', () => {
    const { clock, cache } = setup();
    cache.set('feed', 'old', '/');
    cache.saveScroll('/', 0, 900);
    expect(cache.get('feed')?.scrollPosition).toEqual({ x: 0, y: 900 });
    cache.flagUpdate('feed', 'new');
    clock.t += 60_000;
    const entry = cache.refresh('feed');
    expect(entry).toMatchObject({
      data: 'new',
      timestamp: clock.t,
      expiry: clock.t + EXPIRY_MS,
      updateAvailable: false,
      showUpdateBanner: false,
      scrollPosition: { x: 0, y: 0 },
    });
    expect(entry?.pendingData).toBeUndefined();
    expect(cache.scrollRecord('/')).toMatchObject({ x: 0, y: 0 });
  });

  it('refresh with explicit data replaces it; without an update it does nothing', () => {
    const { cache } = setup();
    cache.set('k', 1);
    expect(cache.refresh('k')).toBeUndefined();
    expect(cache.refresh('k', 2)?.data).toBe(2);
  });

  it('clears one entry, or everything with scroll records', () => {
    const { cache } = setup();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.saveScroll('/a', 0, 10);
    cache.markForRestore('/a');
    expect(cache.clear('a')).toBe(true);
    expect(cache.keys()).toEqual(['b']);
    cache.clearAll();
    expect(cache.size).toBe(0);
    expect(cache.takeRestore('/a')).toBeNull();
  });

  it('notifies subscribers on changes and replaces entry objects', () => {
    const { cache } = setup();
    let calls = 0;
    const off = cache.subscribe(() => {
      calls += 1;
    });
    const first = cache.set('k', 1);
    cache.flagUpdate('k', 2);
    expect(cache.get('k')).not.toBe(first);
    cache.dismissBanner('k');
    cache.dismissBanner('k'); // no change, no notify
    off();
    cache.clear('k');
    expect(calls).toBe(3);
  });
});

describe('scroll records', () => {
  it('restores once, then the flag is cleared', () => {
    const { clock, cache } = setup();
    cache.saveScroll('/product', 0, 640);
    expect(cache.takeRestore('/product')).toBeNull(); // saved but not marked: start at the top
    cache.markForRestore('/product');
    expect(cache.takeRestore('/product')).toEqual({ x: 0, y: 640, timestamp: clock.t });
    expect(cache.takeRestore('/product')).toBeNull();
    expect(cache.scrollRecord('/product')?.y).toBe(640);
  });

  it('purges on navigation only when random is below 0.1, and only records older than 30 minutes', () => {
    const { clock, cache } = setup();
    cache.saveScroll('/old', 0, 1);
    cache.markForRestore('/old');
    clock.t += 10 * 60_000;
    cache.saveScroll('/recent', 0, 2);
    clock.t += SCROLL_MAX_AGE_MS - 10 * 60_000 + 1; // /old is now 30 min + 1 ms old, /recent 20 min

    clock.r = PURGE_PROBABILITY; // not below: no purge
    expect(cache.onNavigation()).toBe(false);
    expect(cache.scrollRecord('/old')).toBeDefined();

    clock.r = PURGE_PROBABILITY - 0.0001;
    expect(cache.onNavigation()).toBe(true);
    expect(cache.scrollRecord('/old')).toBeUndefined();
    expect(cache.takeRestore('/old')).toBeNull();
    expect(cache.scrollRecord('/recent')).toBeDefined();
  });

  it('keeps a record exactly 30 minutes old', () => {
    const { clock, cache } = setup();
    cache.saveScroll('/a', 0, 1);
    clock.t += SCROLL_MAX_AGE_MS;
    expect(cache.purgeOld()).toBe(0);
    clock.t += 1;
    expect(cache.purgeOld()).toBe(1);
  });
});

describe('properties', () => {
  type Op = { kind: 'set' | 'refresh' | 'clear' | 'flag'; key: number };
  const op = fc.record({
    kind: fc.constantFrom<Op['kind']>('set', 'refresh', 'clear', 'flag'),
    key: fc.integer({ min: 0, max: 25 }),
  });

  it('never holds more than 10 entries, and the last set key is always kept', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const { clock, cache } = setup();
        for (const { kind, key } of ops) {
          clock.t += 1;
          const k = `k${key}`;
          if (kind === 'set') cache.set(k, key);
          else if (kind === 'refresh') cache.refresh(k, key);
          else if (kind === 'clear') cache.clear(k);
          else cache.flagUpdate(k, -key);
          expect(cache.size).toBeLessThanOrEqual(MAX_ENTRIES);
          if (kind === 'set' || kind === 'refresh') expect(cache.get(k)?.data).toBe(key);
        }
      }),
    );
  });

  it('deep equality: a clone never differs, a changed leaf always does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(differs(value, structuredClone(value))).toBe(false);
        expect(differs({ v: value }, { v: value, extra: 1 })).toBe(true);
        expect(differs([value], [value, value])).toBe(true);
      }),
    );
  });

  it('deep equality handles dates, NaN and nesting', () => {
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(new Date(5), new Date(6))).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});
