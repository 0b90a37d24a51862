/**
 * Counts failed logins per account and per client address in a sliding window, so password
 * guessing is slowed per target and per source. The counter store is an interface: memory for
 * one process, Redis when several processes share the load.
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

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: ThrottleLimits,
  ) {}

  async isBlocked(account: string, address: string): Promise<boolean> {
    const [byAccount, byAddress] = await Promise.all([
      this.store.get(`login:acct:${account}`),
      this.store.get(`login:addr:${address}`),
    ]);
    return byAccount >= this.limits.perAccount || byAddress >= this.limits.perAddress;
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([
      this.store.increment(`login:acct:${account}`, this.limits.windowMs),
      this.store.increment(`login:addr:${address}`, this.limits.windowMs),
    ]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.store.reset(`login:acct:${account}`);
  }
}
