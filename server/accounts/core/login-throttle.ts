import type { CounterStore } from '../../counters/counter-store';
import { hashToken, newSessionToken } from '../credentials/tokens';
import type { LoginDeviceRepository } from './login-device-repository';

/**
 * Counts failed password checks in a sliding window, so password guessing is slowed per target and per source
 * (docs/decisions/0258-login-throttles-and-data-folder-lock.md, after OWASP's account-lockout and device-cookie
 * guidance):
 * - a sign-in by a stranger counts per account, whatever name was typed (the account's id; an unknown name
 *   under its lower-cased text, so the answers and their timing tell nothing), and per client address;
 * - a sign-in from a device that signed in to this account before (its device cookie) counts against that
 *   device alone, so strangers locking the account do not keep its owner out, and the cookie still allows only
 *   `perDevice` guesses;
 * - a re-authentication inside a session counts per session: a stolen session guessing is slowed, and the
 *   owner's sign-in is not locked by it.
 */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  /** wrong passwords per known device (default: perAccount) */
  perDevice?: number;
  /** wrong passwords per session in re-authentications (default: perAccount) */
  perSession?: number;
  windowMs: number;
}

/** a device cookie stays known this long after its last sign-in (the cookie's Max-Age, renewed at each) */
export const DEVICE_TTL_MS = 180 * 86_400_000;

/** the throttle's key for an account: its id, or for a name no account has, that name lower-cased */
export function loginAccountKey(userId: string | undefined, typedName: string): string {
  return userId ? `id:${userId}` : `name:${typedName.toLowerCase()}`;
}

/** the device cookie of a sign-in: what the browser presented, and how to hand it a (new) one */
export interface DeviceCookie {
  presented: string | undefined;
  issue(token: string): void;
}

/** one sign-in attempt's place in the throttle: whether it may go on, and what its outcome counts */
export interface LoginGate {
  blocked: boolean;
  failed(): Promise<void>;
  /** after the right password: the device cookie to hand out (when `issue` and devices are kept) */
  succeeded(issue: boolean): Promise<string | undefined>;
}

export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: ThrottleLimits,
    private readonly devices?: LoginDeviceRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The gate of a password sign-in. `account` is loginAccountKey(…); `userId` the account the typed name
   * belongs to (undefined when none). A device cookie counts only for the account it was issued to.
   */
  async gate(attempt: {
    account: string;
    userId: string | undefined;
    address: string;
    deviceToken: string | undefined;
  }): Promise<LoginGate> {
    const { account, userId, address, deviceToken } = attempt;
    // the same lookup whether or not the name is known: the answer's timing tells nothing
    const deviceHash = deviceToken && deviceToken.length <= 100 ? hashToken(deviceToken) : undefined;
    const owner =
      deviceHash && this.devices
        ? await this.devices.ownerOf(deviceHash, this.now() - DEVICE_TTL_MS)
        : undefined;
    if (deviceHash && owner !== undefined && owner === userId) {
      const key = `login:dev:${deviceHash}`;
      return {
        blocked: (await this.store.get(key)) >= (this.limits.perDevice ?? this.limits.perAccount),
        failed: async () => {
          await this.store.increment(key, this.limits.windowMs);
        },
        succeeded: async () => {
          await this.store.reset(key);
          await this.devices?.touch(deviceHash, this.now());
          return deviceToken;
        },
      };
    }
    return {
      blocked: await this.isBlocked(account, address),
      failed: () => this.recordFailure(account, address),
      succeeded: async (issue) => {
        await this.recordSuccess(account);
        if (!issue || !this.devices || !userId) return undefined;
        const token = newSessionToken();
        const now = this.now();
        await this.devices.add(hashToken(token), userId, now, now - DEVICE_TTL_MS);
        return token;
      },
    };
  }

  /** a stranger's sign-in: the account's count (see loginAccountKey) and the address's */
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

  /** a password checked inside a session (re-authentication): counted per session, by its token's hash */
  async sessionBlocked(sessionKey: string): Promise<boolean> {
    const count = await this.store.get(`login:sess:${sessionKey}`);
    return count >= (this.limits.perSession ?? this.limits.perAccount);
  }

  async recordSessionFailure(sessionKey: string): Promise<void> {
    await this.store.increment(`login:sess:${sessionKey}`, this.limits.windowMs);
  }

  async recordSessionSuccess(sessionKey: string): Promise<void> {
    await this.store.reset(`login:sess:${sessionKey}`);
  }

  /** forgets the account's known devices (its password was reset, or every session ended) */
  async forgetDevices(userId: string): Promise<void> {
    await this.devices?.forgetAll(userId);
  }
}
