/**
 * Counters in a sliding window, for throttles and rate limits (failed logins, mails sent, AI calls): memory
 * for one process, Redis (./redis-counter-store.ts) when several processes share the load.
 */
export interface CounterStore {
  /** adds one to key, the count expiring windowMs after the first hit; returns the new count */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const current = this.live(key);
    const next = current
      ? { count: current.count + 1, expiresAt: current.expiresAt }
      : { count: 1, expiresAt: this.now() + windowMs };
    this.counters.set(key, next);
    if (this.counters.size > 100_000) this.sweep();
    return next.count;
  }

  async get(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private live(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}
