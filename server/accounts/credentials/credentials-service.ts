import { randomBytes } from 'node:crypto';
import type { Role } from '../../../contract/common';
import type { CounterStore } from '../../counters/counter-store';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { Mailer } from '../../mail/mailer';
import { type MailKind, renderMail } from '../../mail/templates';
import type { AccountRepository } from '../core/account-repository';
import { isCommonPassword } from '../core/common-passwords';
import { parseDevice } from '../core/device';
import type { DeviceCookie, LoginThrottle } from '../core/login-throttle';
import { hashPassword, verifyPassword } from '../core/passwords';
import type { AuthService, SessionOut } from '../core/service';
import type { WayInGuardApi } from '../ways-in/way-in-guard';
import type { MailTokensRepository, TokenPurpose } from './repository';
import { hashToken, newSessionToken } from './tokens';

/** link lifetimes (docs/decisions/0050-mail-and-account-tokens.md, 0053-password-reset.md) */
export const RESET_TTL_MS = 30 * 60_000;
export const VERIFY_TTL_MS = 3 * 86_400_000;

/** mails a person may ask for in MAIL_WINDOW_MS: per account (reset, resend, email change) and per client address (reset) */
export interface MailLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /** reset_password_email answers after at least this long, known email or not (timing tells nothing) */
  answerFloorMs: number;
}
export const DEFAULT_MAIL_LIMITS: MailLimits = {
  perAccount: 3,
  perAddress: 20,
  windowMs: 15 * 60_000,
  answerFloorMs: 150,
};

const RESET_ANSWER =
  'If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.';

/** the mails of this service that carry a one-time link */
type LinkMailKind = Extract<MailKind, 'verifyEmail' | 'changeEmail' | 'resetPassword'>;

const LINK_PATHS: Record<LinkMailKind, string> = {
  verifyEmail: '/verify-email',
  changeEmail: '/verify-email',
  resetPassword: '/login-reset-password',
};

/**
 * Mail-backed account flows and the security screen (issue 9, auth side). Sessions are started by
 * AuthService; this service owns the one-time links, their mails and the session list.
 */
export class AccountService {
  private waysIn: WayInGuardApi | null = null;

  constructor(
    private readonly repo: AccountRepository,
    private readonly tokens: MailTokensRepository,
    private readonly auth: AuthService,
    private readonly loginThrottle: LoginThrottle,
    private readonly counters: CounterStore,
    private readonly mailer: Mailer,
    /** the web app's address for links in mails (PUBLIC_URL, else the server's own) */
    private readonly publicUrl: () => string,
    private readonly now: () => number = Date.now,
    private readonly limits: MailLimits = DEFAULT_MAIL_LIMITS,
  ) {}

  /**
   * The ways-in guard (docs/decisions/0255-ways-in.md): a password or email change needs a fresh proof, is
   * mailed with an undo link (the previous email back; a new password made unusable) and listed.
   */
  setWayInGuard(guard: WayInGuardApi): void {
    this.waysIn = guard;
    guard.registerRemover('password', async (userId) => {
      // the owner chooses a new one through "Forgot password" (the mail goes to the account's address)
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      await this.repo.disablePassword(userId, unusable, this.now());
    });
    guard.registerRemover('email', async (userId, previous) => {
      // an account that had no email (wallet or SSO only) keeps the new one: the undo still ends every session
      if (!previous) return;
      // the undo link was mailed to the previous address: opening it proves that address
      const taken = await this.repo.byEmail(previous);
      if (taken && taken.id !== userId) throw new AppError('emailTaken');
      await this.repo.setEmail(userId, previous, this.now());
    });
  }

  private guard(): WayInGuardApi {
    if (!this.waysIn) throw new Error('AccountService: no ways-in guard (server/services.ts sets it)');
    return this.waysIn;
  }

  /** register, then the verification mail (sent in the background: a mail failure never fails the sign-up) */
  async register(
    input: { email: string; passwd: string; username?: string; role: Role; locale?: string },
    userAgent: string | null,
  ): Promise<SessionOut> {
    const session = await this.auth.register(input, userAgent);
    await this.sendLink(session.user_id, 'verify', session.email, input.locale ?? 'en');
    return session;
  }

  /** login; the locale the client sends becomes the language of later mails */
  async login(
    input: { email?: string; username?: string; passwd: string; locale?: string },
    address: string,
    userAgent: string | null,
    device?: DeviceCookie,
  ): Promise<SessionOut> {
    const session = await this.auth.login(input, address, userAgent, device);
    if (input.locale) await this.repo.setLocale(session.user_id, input.locale);
    return session;
  }

  async verifyEmail(token: string): Promise<{ email: string }> {
    const now = this.now();
    const tokenHash = hashToken(token);
    const row = await this.tokens.liveToken(tokenHash, ['verify', 'email'], now);
    if (!row?.new_email || !(await this.tokens.isNewest(row))) throw new AppError('authLinkInvalid');
    const user = await this.repo.byId(row.user_id);
    if (!user) throw new AppError('authLinkInvalid');
    if (row.purpose === 'verify') {
      // the link proves the address it was sent to; after an email change it no longer counts
      if (user.email.toLowerCase() !== row.new_email.toLowerCase()) throw new AppError('authLinkInvalid');
      if (!(await this.tokens.consumeToken(tokenHash, now))) throw new AppError('authLinkInvalid');
      await this.repo.markVerified(user.id, now);
      return { email: user.email };
    }
    const taken = await this.repo.byEmail(row.new_email);
    if (taken && taken.id !== user.id) throw new AppError('emailTaken');
    if (!(await this.tokens.consumeToken(tokenHash, now))) throw new AppError('authLinkInvalid');
    try {
      await this.repo.setEmail(user.id, row.new_email, now);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('emailTaken');
      throw err;
    }
    // the previous address gets the undo link (docs/decisions/0255-ways-in.md)
    await this.guard().added(user, { kind: 'email', ref: user.email, label: row.new_email });
    return { email: row.new_email };
  }

  async resendVerification(user: SessionUser, locale?: string): Promise<{ sent: boolean }> {
    const account = await this.mustGet(user.id);
    // a wallet-only account has no email to verify (docs/decisions/0101-sign-in-with-ethereum.md)
    const verifiable = account.email_verified_at == null && Boolean(account.email);
    if (verifiable) await this.countMail(`mail:acct:${user.id}`, 'authMailThrottled');
    // after the throttle: a refused (429) request writes nothing (docs/reliability.md, fuzzing)
    if (locale) await this.repo.setLocale(user.id, locale);
    if (!verifiable) return { sent: false };
    await this.sendLink(user.id, 'verify', account.email, locale ?? account.locale);
    return { sent: true };
  }

  /**
   * The same answer for every address after the same minimum time; only a known one gets a mail.
   * Throttled per address (the requested email, known or not) and per client address.
   */
  async resetPasswordEmail(email: string, address: string): Promise<{ message: string }> {
    const started = Date.now();
    const key = email.toLowerCase();
    const [byAccount, byAddress] = await Promise.all([
      this.counters.increment(`reset:acct:${key}`, this.limits.windowMs),
      this.counters.increment(`reset:addr:${address}`, this.limits.windowMs),
    ]);
    if (byAccount > this.limits.perAccount || byAddress > this.limits.perAddress) {
      throw new AppError('authMailThrottled');
    }
    const user = await this.repo.byEmail(email);
    // the link is stored and mailed after the answer: a known address costs the caller no extra time
    if (user) this.mailer.dispatchLater(() => this.prepareLink(user.id, 'reset', user.email, user.locale));
    const wait = this.limits.answerFloorMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { message: RESET_ANSWER };
  }

  async resetPassword(token: string, passwd: string, userAgent: string | null): Promise<SessionOut> {
    const now = this.now();
    const tokenHash = hashToken(token);
    const row = await this.tokens.liveToken(tokenHash, ['reset'], now);
    if (!row || !(await this.tokens.isNewest(row))) throw new AppError('authLinkInvalid');
    // checked before the link is used up, so the person can pick another password with the same link
    if (isCommonPassword(passwd)) throw new AppError('weakPassword');
    const passwordHash = await hashPassword(passwd);
    if (!(await this.tokens.consumeToken(tokenHash, now))) throw new AppError('authLinkInvalid');
    const user = await this.mustGet(row.user_id);
    await this.repo.setPassword(user.id, passwordHash, now);
    await this.repo.markVerified(user.id, now); // the mail reached its owner
    await this.repo.revokeSessions(user.id, null, now);
    return this.auth.startSession(user, userAgent);
  }

  async status(user: SessionUser) {
    const account = await this.mustGet(user.id);
    return {
      email: account.email,
      email_verified: account.email_verified_at != null,
      pending_email: await this.tokens.pendingEmail(user.id, this.now()),
      has_password: account.has_password === 1,
      locale: (['en', 'zh-HK', 'zh-CN'] as const).find((l) => l === account.locale) ?? 'en',
    };
  }

  /** the language of the account's mails, chosen on the app's language screen (docs/decisions/0275-mails-to-shoppers.md) */
  async setLocale(userId: string, locale: string): Promise<void> {
    await this.repo.setLocale(userId, locale);
  }

  /**
   * Where and how a mail to this account goes: its address, whether it was verified, its language; null for an
   * unknown user or none. One read of the account (a shopper's order mails asked three: the address, the proof,
   * the language).
   */
  async mailRecipient(userId: string): Promise<{ email: string; verified: boolean; locale: string } | null> {
    const account = await this.repo.byId(userId);
    if (!account?.email) return null;
    return { email: account.email, verified: account.email_verified_at != null, locale: account.locale };
  }

  /** the account's language (mails, generated text), or null for an unknown user */
  async localeOf(userId: string): Promise<string | null> {
    return (await this.repo.byId(userId))?.locale ?? null;
  }

  async changePassword(
    user: SessionUser,
    input: { passwd: string; new_passwd: string },
    address: string,
  ): Promise<{ ended_sessions: number }> {
    await this.guard().assertMayChangeWaysIn(user);
    const account = await this.checkPassword(user, input.passwd, address);
    if (isCommonPassword(input.new_passwd)) throw new AppError('weakPassword');
    await this.repo.setPassword(account.id, await hashPassword(input.new_passwd), this.now());
    const ended = await this.repo.revokeSessions(account.id, user.tokenHash, this.now());
    await this.guard().added(user, { kind: 'password', ref: '', label: '' });
    return { ended_sessions: ended };
  }

  async changeEmail(
    user: SessionUser,
    input: { email: string; passwd: string; locale?: string },
    address: string,
  ): Promise<{ pending_email: string }> {
    await this.guard().assertMayChangeWaysIn(user);
    const account = await this.checkPassword(user, input.passwd, address);
    if (await this.repo.byEmail(input.email)) throw new AppError('emailTaken');
    await this.countMail(`mail:acct:${user.id}`, 'authMailThrottled');
    // only once every check passed: a refused request writes nothing (docs/reliability.md, fuzzing)
    if (input.locale) await this.repo.setLocale(user.id, input.locale);
    await this.sendLink(account.id, 'email', input.email, input.locale ?? account.locale);
    // the current address hears of it too: a stolen session cannot move the account quietly
    const security = `${this.publicUrl().replace(/\/+$/, '')}/security`;
    this.mailer.dispatch(
      renderMail('emailChangeNotice', input.locale ?? account.locale, account.email, security),
    );
    return { pending_email: input.email };
  }

  async sessions(user: SessionUser) {
    const rows = await this.repo.liveSessions(user.id, this.now());
    return {
      sessions: rows
        .filter((r) => r.id)
        .map((r) => ({
          id: r.id as string,
          ...parseDevice(r.user_agent),
          created_at: Number(r.created_at),
          last_seen_at: Number(r.last_seen_at ?? r.created_at),
          current: r.token_hash === user.tokenHash,
        })),
    };
  }

  async endSession(user: SessionUser, id: string): Promise<{ message: string }> {
    if (!(await this.repo.revokeSessionById(user.id, id, this.now())))
      throw new AppError('authSessionNotFound');
    return { message: 'Session ended' };
  }

  async endOtherSessions(user: SessionUser): Promise<{ ended_sessions: number }> {
    return { ended_sessions: await this.repo.revokeSessions(user.id, user.tokenHash, this.now()) };
  }

  async setPassword(user: SessionUser, passwd: string): Promise<{ message: string }> {
    await this.guard().assertMayChangeWaysIn(user);
    const account = await this.mustGet(user.id);
    if (account.has_password === 1) throw new AppError('authHasPassword');
    if (isCommonPassword(passwd)) throw new AppError('weakPassword');
    await this.repo.setPassword(account.id, await hashPassword(passwd), this.now());
    await this.guard().added(user, { kind: 'password', ref: '', label: '' });
    return { message: 'Password set' };
  }

  /** demo data: an account whose email counts as verified */
  async markVerifiedForSeed(userId: string): Promise<void> {
    await this.repo.markVerified(userId, this.now());
  }

  /**
   * the current password, with wrong guesses counted per session: a stolen session guessing is slowed, and the
   * account's sign-in is not locked by it (docs/decisions/0258-login-throttles-and-data-folder-lock.md)
   */
  private async checkPassword(user: SessionUser, passwd: string, _address: string) {
    const account = await this.mustGet(user.id);
    if (await this.loginThrottle.sessionBlocked(user.tokenHash)) throw new AppError('rateLimited');
    const ok = account.has_password === 1 && (await verifyPassword(account.password_hash, passwd));
    if (!ok) {
      await this.loginThrottle.recordSessionFailure(user.tokenHash);
      throw new AppError('authWrongPassword');
    }
    await this.loginThrottle.recordSessionSuccess(user.tokenHash);
    return account;
  }

  private async countMail(key: string, error: 'authMailThrottled'): Promise<void> {
    const count = await this.counters.increment(key, this.limits.windowMs);
    if (count > this.limits.perAccount) throw new AppError(error);
  }

  private async mustGet(id: string) {
    const account = await this.repo.byId(id);
    if (!account) throw new AppError('sessionInvalid');
    return account;
  }

  /** stores a new link (replacing older ones of its kind) and sends its mail in the background */
  private async sendLink(userId: string, purpose: TokenPurpose, to: string, locale: string): Promise<void> {
    this.mailer.dispatch(await this.prepareLink(userId, purpose, to, locale));
  }

  /** stores a new link (replacing older ones of its kind) and renders its mail */
  private async prepareLink(userId: string, purpose: TokenPurpose, to: string, locale: string) {
    const token = newSessionToken(); // 256 random bits
    const now = this.now();
    await this.tokens.replaceToken({
      tokenHash: hashToken(token),
      userId,
      purpose,
      newEmail: purpose === 'reset' ? null : to,
      now,
      expiresAt: now + (purpose === 'reset' ? RESET_TTL_MS : VERIFY_TTL_MS),
    });
    const kind: LinkMailKind =
      purpose === 'reset' ? 'resetPassword' : purpose === 'email' ? 'changeEmail' : 'verifyEmail';
    const link = `${this.publicUrl().replace(/\/+$/, '')}${LINK_PATHS[kind]}?token=${token}`;
    return renderMail(kind, locale, to, link);
  }
}
