import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Role } from '../../../contract/common';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { hashToken, newSessionToken } from '../credentials/tokens';
import { isCommonPassword } from './common-passwords';
import { displayName } from './display-name';
import { type DeviceCookie, type LoginThrottle, loginAccountKey } from './login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import type { AuthRepository } from './repository';

/** authenticate writes a session's last_seen_at at most this often */
export const LAST_SEEN_STEP_MS = 60_000;

export interface SessionOut {
  token: string;
  user_id: string;
  role: Role;
  email: string;
}

/**
 * With what a sign-in or re-authentication was made (docs/decisions/0255-ways-in.md): when that way in was
 * added to the account (a wallet link's created_at, an SSO identity's, a passkey's). Sessions remember it: a
 * way in added in the last 7 days does not prove the person for payout changes, and a way in added during the
 * current proof does not prove them for adding or removing another.
 */
export interface SessionProof {
  wayAddedAt: number;
}

export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly throttle: LoginThrottle,
    private readonly sessionTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async register(
    input: {
      email: string;
      passwd: string;
      username?: string;
      role: Role;
      locale?: string;
    },
    userAgent: string | null = null,
  ): Promise<SessionOut> {
    if (isCommonPassword(input.passwd)) throw new AppError('weakPassword');
    if (await this.repo.emailExists(input.email)) throw new AppError('emailTaken');
    const id = newId();
    const passwordHash = await hashPassword(input.passwd);
    try {
      await this.repo.insertUser({
        id,
        email: input.email,
        username: input.username ?? null,
        passwordHash,
        role: input.role,
        now: this.now(),
        locale: input.locale,
      });
    } catch (err) {
      // an email or username taken (or two sign-ups racing for one): the unique indexes decide
      if (!isUniqueViolation(err)) throw err;
      if (await this.repo.emailExists(input.email)) throw new AppError('emailTaken');
      // the username itself, or one a reader could take for it (docs/decisions/0260-names-that-impersonate.md)
      if (input.username && (await this.repo.findForLogin({ username: input.username })))
        throw new AppError('usernameTaken');
      throw new AppError('usernameTooClose');
    }
    return this.startSession({ id, email: input.email, role: input.role }, userAgent);
  }

  async login(
    input: { email?: string; username?: string; passwd: string },
    address: string,
    userAgent: string | null = null,
    device?: DeviceCookie,
  ): Promise<SessionOut> {
    // failures count per account whatever name is typed, or from a known device against that device alone
    // (docs/decisions/0258-login-throttles-and-data-folder-lock.md)
    const user = await this.repo.findForLogin(input);
    const gate = await this.throttle.gate({
      account: loginAccountKey(user?.id, input.email ?? input.username ?? ''),
      userId: user?.id,
      address,
      deviceToken: device?.presented,
    });
    if (gate.blocked) throw new AppError('rateLimited');
    let ok = false;
    // accounts without a password (has_password 0) hold an unusable hash: verify still spends the time
    if (user) ok = (await verifyPassword(user.password_hash, input.passwd)) && user.has_password === 1;
    else await burnPasswordCheck(input.passwd);
    if (!user || !ok) {
      await gate.failed();
      throw new AppError('badCredentials');
    }
    // the device signed in: it is known from now on (its cookie renewed, or a new one handed out)
    const deviceToken = await gate.succeeded(device !== undefined);
    if (device && deviceToken) device.issue(deviceToken);
    return this.startSession(user, userAgent);
  }

  async logout(user: SessionUser): Promise<{ message: string }> {
    await this.repo.revokeSession(user.tokenHash, this.now());
    return { message: 'Logged out' };
  }

  async authenticate(token: string): Promise<SessionUser | null> {
    if (token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = this.now();
    const row = await this.repo.findLiveSession(tokenHash, now);
    if (!row) return null;
    // "last seen" for the security screen: one write a minute per session at most, not one per call
    if (now - Number(row.last_seen_at ?? 0) >= LAST_SEEN_STEP_MS)
      await this.repo.touchSession(tokenHash, now);
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      tokenHash,
      provenAt: Number(row.proven_at ?? row.created_at),
      provenWayAddedAt: Number(row.proven_way_added_at ?? row.account_created_at),
      accountCreatedAt: Number(row.account_created_at),
    };
  }

  /**
   * The person proves again who they are, with their password, in the session they use: sensitive changes
   * (where payouts go) need a proof of the last few minutes (docs/decisions/0222-payout-changes.md). Wrong
   * passwords count per session (docs/decisions/0258-login-throttles-and-data-folder-lock.md): a stolen session
   * guessing is slowed, and the account's sign-in is not locked by it. The address is no longer counted.
   */
  async reproveWithPassword(
    user: SessionUser,
    passwd: string,
    _address: string,
  ): Promise<{ proven_at: number }> {
    const row = await this.repo.findCredentials(user.id);
    if (await this.throttle.sessionBlocked(user.tokenHash)) throw new AppError('rateLimited');
    const ok =
      row !== undefined && row.has_password === 1 && (await verifyPassword(row.password_hash, passwd));
    if (!ok) {
      await this.throttle.recordSessionFailure(user.tokenHash);
      throw new AppError('authWrongPassword');
    }
    await this.throttle.recordSessionSuccess(user.tokenHash);
    return this.markProven(user);
  }

  /**
   * marks the session proven now, remembering with what (docs/decisions/0255-ways-in.md): the password when no
   * proof is given, else the way in the caller checked (a wallet signature, a single sign-on, a passkey)
   */
  async markProven(user: SessionUser, proof?: SessionProof): Promise<{ proven_at: number }> {
    const now = this.now();
    await this.repo.markProven(user.tokenHash, now, await this.wayAddedAt(user.id, proof));
    return { proven_at: now };
  }

  /** when the way in of a proof was added: the given one, else the password's last setting */
  private async wayAddedAt(userId: string, proof: SessionProof | undefined): Promise<number | null> {
    if (proof) return proof.wayAddedAt;
    return (await this.repo.passwordSetAt(userId)) ?? null;
  }

  /** ends every session of an account */
  async endAllSessions(userId: string): Promise<number> {
    return this.repo.revokeAllSessions(userId, this.now());
  }

  /** display names of several accounts in one query (other domains show who sold or bought) */
  /** A seller's display name for their public shop page, or null when the id is not a seller. */
  async sellerName(id: string): Promise<string | null> {
    const row = await this.repo.publicFactsOf(id);
    return row && row.role === 's' ? displayName(row.username, id) : null;
  }

  async displayNames(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.repo.namesOf([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, displayName(r.username, r.id)]));
  }

  /**
   * Whether the user proved their email address (link from the verification mail, a password-reset
   * link, or a confirmed email change). Other domains ask this before what needs a verified email,
   * e.g. payouts (docs/decisions/0052-email-verification.md).
   */
  async isEmailVerified(userId: string): Promise<boolean> {
    return this.repo.emailVerified(userId);
  }

  /** for the seed: whether any account exists, and whether one has this email */
  async accountsExist(email?: string): Promise<boolean> {
    return email ? this.repo.emailExists(email) : this.repo.anyAccount();
  }

  /** for the seed and tests: a user with a known password, without the common-password rule */
  async createUser(input: { email: string; passwd: string; username?: string; role: Role }): Promise<string> {
    const id = newId();
    await this.repo.insertUser({
      id,
      email: input.email,
      username: input.username ?? null,
      passwordHash: await hashPassword(input.passwd),
      role: input.role,
      now: this.now(),
    });
    return id;
  }

  /**
   * A new account without a password, for the wallet and single sign-on ways in: its hash is of 256 random
   * bits nobody knows. `link` writes the way in (wallet address, provider identity) in the same
   * transaction, so an account never exists without it; a unique violation there reaches the caller.
   */
  async createPasswordlessAccount(
    a: {
      id: string;
      email: string | null;
      emailKey: string;
      role: Role;
      locale?: string;
      unverified?: boolean;
    },
    link: (trx: Transaction<Database>, now: number) => Promise<void>,
  ): Promise<void> {
    const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const now = this.now();
    await this.repo.transaction(async (trx) => {
      await this.repo.insertPasswordless(trx, { ...a, unusablePasswordHash, now });
      await link(trx, now);
    });
  }

  /** a guest checkout's new account, its checkout refused: gone again, so a refused request writes nothing (0284) */
  async removeUnprovenPasswordless(id: string): Promise<void> {
    await this.repo.deleteUnprovenPasswordless(id);
  }

  /**
   * a new session on this device (login, register, password reset), its user agent recorded, and with what it
   * was proven (docs/decisions/0255-ways-in.md): the password when no proof is given
   */
  async startSession(
    user: { id: string; email: string; role: Role },
    userAgent: string | null = null,
    proof?: SessionProof,
  ): Promise<SessionOut> {
    const token = newSessionToken();
    const now = this.now();
    await this.repo.insertSession({
      id: newId(),
      tokenHash: hashToken(token),
      userId: user.id,
      now,
      expiresAt: now + this.sessionTtlMs,
      userAgent: userAgent ? userAgent.slice(0, 400) : null,
      provenWayAddedAt: await this.wayAddedAt(user.id, proof),
    });
    return { token, user_id: user.id, role: user.role, email: user.email };
  }
}
