import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_DELAY_MS } from './policy';
import { RestoreCoordinator } from './restore';

describe('RestoreCoordinator', () => {
  let scrolls: Array<[number, number]>;
  let restorer: RestoreCoordinator;

  beforeEach(() => {
    vi.useFakeTimers();
    scrolls = [];
    restorer = new RestoreCoordinator({ scrollTo: (x, y) => scrolls.push([x, y]) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a page without a saved position at the top, at once', () => {
    restorer.arrive(null);
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('restores a saved position after 50 ms, once', () => {
    restorer.arrive({ x: 0, y: 500 });
    vi.advanceTimersByTime(RESTORE_DELAY_MS - 1);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolls).toEqual([[0, 500]]);
    vi.advanceTimersByTime(1000);
    expect(scrolls).toHaveLength(1);
    expect(restorer.pendingPosition()).toBeNull();
  });

  it('waits for loading data: restores 50 ms after the last hold is released', () => {
    restorer.arrive({ x: 0, y: 800 });
    const releaseA = restorer.hold();
    const releaseB = restorer.hold();
    vi.advanceTimersByTime(500);
    expect(scrolls).toEqual([]);
    expect(restorer.pendingPosition()).toEqual({ x: 0, y: 800 });
    releaseA();
    releaseA(); // idempotent
    vi.advanceTimersByTime(500);
    expect(scrolls).toEqual([]);
    releaseB();
    vi.advanceTimersByTime(RESTORE_DELAY_MS);
    expect(scrolls).toEqual([[0, 800]]);
  });

  it('a new route or cancel drops a waiting restore', () => {
    restorer.arrive({ x: 0, y: 300 });
    restorer.arrive(null);
    vi.advanceTimersByTime(1000);
    expect(scrolls).toEqual([[0, 0]]);
    restorer.arrive({ x: 0, y: 300 });
    restorer.cancel();
    vi.advanceTimersByTime(1000);
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('a hold from a page without a pending restore scrolls nothing', () => {
    const release = restorer.hold();
    release();
    vi.advanceTimersByTime(1000);
    expect(scrolls).toEqual([]);
  });
});
