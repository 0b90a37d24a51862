import type { CounterStore } from '../../counters/counter-store';

/**
 * Counts failed logins per account and per client address in a sliding window, so password guessing is
 * slowed per target and per source.
 */
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
