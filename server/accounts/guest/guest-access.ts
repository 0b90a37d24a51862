import type { Role } from '../../../contract/common';
import type { CounterStore } from '../../counters/counter-store';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { AccountRepository } from '../core/account-repository';
import type { AuthService } from '../core/service';
import { hashToken, newSessionToken } from '../credentials/tokens';
import type { GuestPassesRepository } from './repository';

/** a mailed link opens its order for a week, once; a pass reads it for 30 days (decision 0284) */
export const GUEST_LINK_TTL_MS = 7 * 86_400_000;
export const GUEST_PASS_TTL_MS = 30 * 86_400_000;

/** guest checkouts per client address and per email in a window: the limits of the mails that carry links */
export interface GuestLimits {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

export interface GuestBuyer {
  id: string;
  email: string;
  role: Role;
  /** the account was made by this checkout (no password, email not yet proven) */
  created: boolean;
}

/**
 * The accounts side of checkout without a password (docs/decisions/0284-guest-checkout.md): whose the orders of an
 * email are (its account, or a new one without a password: never a session of it), the limits per client address
 * and per email, and the hashed tokens that open one order: the one-use mailed link and the pass it becomes.
 */
export class GuestAccess {
  constructor(
    private readonly repo: GuestPassesRepository,
    private readonly accounts: Pick<AccountRepository, 'byEmail' | 'markVerified'>,
    private readonly auth: Pick<AuthService, 'createPasswordlessAccount' | 'removeUnprovenPasswordless'>,
    private readonly counters: CounterStore,
    private readonly limits: GuestLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** counted before anything is written: a refused (429) checkout writes nothing */
  async admit(email: string, address: string): Promise<void> {
    const [byEmail, byAddress] = await Promise.all([
      this.counters.increment(`guest:mail:${email.toLowerCase()}`, this.limits.windowMs),
      this.counters.increment(`guest:addr:${address}`, this.limits.windowMs),
    ]);
    if (byEmail > this.limits.perEmail || byAddress > this.limits.perAddress)
      throw new AppError('authMailThrottled');
  }

  /** the account the email's orders belong to; one without a password when there is none yet */
  async buyerFor(email: string, locale: string | undefined): Promise<GuestBuyer> {
    for (let attempt = 0; ; attempt++) {
      const found = await this.accounts.byEmail(email);
      if (found) return { id: found.id, email: found.email, role: found.role, created: false };
      const id = newId();
      try {
        await this.auth.createPasswordlessAccount(
          { id, email, emailKey: email.toLowerCase(), role: 'c', locale, unverified: true },
          async () => {},
        );
        return { id, email, role: 'c', created: true };
      } catch (err) {
        // two checkouts of one new email at once: the unique email decides, the loser reads the winner's
        if (!isUniqueViolation(err) || attempt >= 1) throw err;
      }
    }
  }

  /**
   * the account this checkout made, its checkout refused: removed, so a refused request leaves nothing behind; kept
   * when an order of another checkout of the same email holds it meanwhile (the database refuses the delete)
   */
  async forgetNew(buyer: GuestBuyer): Promise<void> {
    if (!buyer.created) return;
    await this.auth.removeUnprovenPasswordless(buyer.id).catch(() => undefined);
  }

  /** a one-use link for one order of the account, to be mailed */
  async newLink(userId: string, orderId: string): Promise<string> {
    return (await this.issue('link', userId, orderId, GUEST_LINK_TTL_MS)).token;
  }

  /** a pass that reads one order of the account */
  async newPass(userId: string, orderId: string): Promise<{ token: string; expiresAt: number }> {
    return this.issue('pass', userId, orderId, GUEST_PASS_TTL_MS);
  }

  /** the mailed link, once: its order and a pass for it; opening it proves the email */
  async openLink(token: string): Promise<{ orderId: string; pass: string; expiresAt: number }> {
    const now = this.now();
    const tokenHash = hashToken(token);
    const row = await this.repo.live(tokenHash, 'link', now);
    if (!row || !(await this.repo.use(tokenHash, now))) throw new AppError('authLinkInvalid');
    await this.accounts.markVerified(row.user_id, now);
    const pass = await this.newPass(row.user_id, row.scope);
    return { orderId: row.scope, pass: pass.token, expiresAt: pass.expiresAt };
  }

  /** whose order the pass opens, when it opens this order; null for any other order or a dead pass */
  async holderOf(orderId: string, pass: string): Promise<string | null> {
    const row = await this.repo.live(hashToken(pass), 'pass', this.now());
    return row && row.scope === orderId ? row.user_id : null;
  }

  private async issue(kind: 'link' | 'pass', userId: string, scope: string, ttl: number) {
    const token = newSessionToken(); // 256 random bits
    const now = this.now();
    const expiresAt = now + ttl;
    await this.repo.insert({
      token_hash: hashToken(token),
      kind,
      user_id: userId,
      scope,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    });
    return { token, expiresAt };
  }
}
