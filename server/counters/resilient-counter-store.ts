import type { Redis } from 'ioredis';
import { outageWarning, type WarnLog } from '../reliability/outage-warning';
import { type CounterStore, MemoryCounterStore } from './counter-store';
import { RedisCounterStore } from './redis-counter-store';

/**
 * Counters in Redis while it answers, in this process's memory while it does not (docs/decisions/0223-dependency-
 * faults.md): a rate limit or the login throttle is then enforced per process instead of failing every write
 * with a 500. A call never waits for a Redis that is not connected (the client has no offline queue).
 */
export class ResilientCounterStore implements CounterStore {
  private readonly shared: RedisCounterStore;
  private readonly local: MemoryCounterStore;
  private readonly outage;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    log?: WarnLog,
    now?: () => number,
  ) {
    this.shared = new RedisCounterStore(redis, prefix);
    this.local = new MemoryCounterStore(now);
    this.outage = outageWarning(log, 'Redis (rate limits and throttles)');
  }

  private async attempt<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.redis.status === 'ready') {
      try {
        const answer = await shared();
        this.outage.recovered();
        return answer;
      } catch (err) {
        this.outage.failed(err);
      }
    } else this.outage.failed();
    return local();
  }

  increment(key: string, windowMs: number): Promise<number> {
    return this.attempt(
      () => this.shared.increment(key, windowMs),
      () => this.local.increment(key, windowMs),
    );
  }

  get(key: string): Promise<number> {
    return this.attempt(
      () => this.shared.get(key),
      () => this.local.get(key),
    );
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    await this.attempt(
      () => this.shared.reset(key),
      async () => undefined,
    );
  }
}
