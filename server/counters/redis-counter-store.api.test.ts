import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../accounts/core/login-throttle';
import { RedisCounterStore } from './redis-counter-store';

// Runs against a real Redis when TEST_REDIS_URL is set (CI sets it); says so when skipped.
const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('login throttle counters in Redis', () => {
  let redis: Redis;
  const prefix = `test:${process.pid}:${Date.now()}:`;
  beforeAll(() => {
    redis = new Redis(url!, { lazyConnect: false, maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts, expires and resets like the memory store, shared between two processes’ stores', async () => {
    const a = new RedisCounterStore(redis, prefix);
    const b = new RedisCounterStore(redis, prefix);
    expect(await a.increment('k', 60_000)).toBe(1);
    expect(await b.increment('k', 60_000)).toBe(2);
    expect(await a.get('k')).toBe(2);
    expect(await redis.pttl(`${prefix}k`)).toBeGreaterThan(50_000);
    await b.reset('k');
    expect(await a.get('k')).toBe(0);

    expect(await a.increment('short', 50)).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(await a.get('short')).toBe(0);
  });

  it('blocks an account after the limit across stores', async () => {
    const throttle1 = new LoginThrottle(new RedisCounterStore(redis, prefix), {
      perAccount: 2,
      perAddress: 100,
      windowMs: 60_000,
    });
    const throttle2 = new LoginThrottle(new RedisCounterStore(redis, prefix), {
      perAccount: 2,
      perAddress: 100,
      windowMs: 60_000,
    });
    await throttle1.recordFailure('acct', '1.1.1.1');
    await throttle2.recordFailure('acct', '2.2.2.2');
    expect(await throttle1.isBlocked('acct', '3.3.3.3')).toBe(true);
    expect(await throttle2.isBlocked('other', '3.3.3.3')).toBe(false);
  });
});
