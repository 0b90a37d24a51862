import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisJobLock } from './job-lock';

// Against a real Redis when TEST_REDIS_URL is set (CI sets it).
const url = process.env.TEST_REDIS_URL;
const prefix = `stallfeed-test:joblock:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;

describe.skipIf(!url)('RedisJobLock (docs/decisions/0132-jobs-run-once.md)', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    const keys = await clients[0]?.keys(`${prefix}*`);
    if (keys?.length) await clients[0]!.del(...keys);
    for (const c of clients) c.disconnect();
  });

  it('gives a period to exactly one of the processes asking at once, and again once it has passed', async () => {
    const locks = Array.from({ length: 4 }, () => {
      const redis = new Redis(url!);
      clients.push(redis);
      return new RedisJobLock(redis, prefix);
    });
    const first = await Promise.all(locks.map((l) => l.claim('bin', 60_000)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await clients[0]!.pttl(`${prefix}job:bin`)).toBeGreaterThan(0); // it expires by itself
    // another job is claimed on its own
    expect(await locks[1]!.claim('sync', 60_000)).toBe(true);
    // the period ends: the claim expires (made to expire now rather than waiting a minute)
    await clients[0]!.pexpire(`${prefix}job:bin`, 1);
    await new Promise((r) => setTimeout(r, 50));
    const second = await Promise.all(locks.map((l) => l.claim('bin', 60_000)));
    expect(second.filter(Boolean)).toHaveLength(1);
    expect(await locks[0]!.claim('bin', 60_000)).toBe(false);
  });
});
