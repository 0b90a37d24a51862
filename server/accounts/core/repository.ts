import type { Transaction } from 'kysely';
import type { Role } from '../../../contract/common';
import { PreparedRepository } from '../../db/prepared-repository-base';
import type { Database } from '../../db/schema';
import { nameKeys } from '../../search/name-keys';

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string;
  has_password: number;
}

/** The only SQL that writes users and sessions (with ./account-repository.ts and ./account-directory-repository.ts). */
export class AuthRepository extends PreparedRepository {
  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /**
   * An account whose only ways in are a wallet or a provider (docs/decisions/0101, 0102): no password
   * (has_password 0, and a hash nobody can match). `emailKey` keeps email_normalized unique without an email.
   */
  async insertPasswordless(
    db: Transaction<Database>,
    a: {
      id: string;
      email: string | null;
      emailKey: string;
      unusablePasswordHash: string;
      role: Role;
      now: number;
      locale?: string;
      /** a guest checkout's email is not proven until its mailed link is opened (decision 0284) */
      unverified?: boolean;
    },
  ): Promise<void> {
    await db
      .insertInto('users')
      .values({
        id: a.id,
        email: a.email ?? '',
        email_normalized: a.emailKey,
        email_verified_at: a.email && !a.unverified ? a.now : null,
        username: null,
        username_normalized: null,
        password_hash: a.unusablePasswordHash,
        has_password: 0,
        role: a.role,
        created_at: a.now,
        ...(a.locale ? { locale: a.locale } : {}),
      })
      .execute();
  }

  /**
   * removes an account made without a password whose email was never proven: a guest checkout's new account when
   * the checkout was refused (docs/decisions/0284-guest-checkout.md). An order of it (another checkout's) keeps it.
   */
  async deleteUnprovenPasswordless(id: string): Promise<void> {
    await this.db
      .deleteFrom('users')
      .where('id', '=', id)
      .where('has_password', '=', 0)
      .where('email_verified_at', 'is', null)
      .execute();
  }

  async insertUser(user: {
    id: string;
    email: string;
    username: string | null;
    passwordHash: string;
    role: Role;
    now: number;
    locale?: string;
  }): Promise<void> {
    const usernameKeys = user.username ? nameKeys(user.username) : null;
    await this.db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        email_normalized: user.email.toLowerCase(),
        username: user.username,
        username_normalized: user.username?.toLowerCase() ?? null,
        // unique by look too (docs/decisions/0260-names-that-impersonate.md)
        username_skeleton: usernameKeys?.folded ?? null,
        username_skeleton_cased: usernameKeys?.cased ?? null,
        password_hash: user.passwordHash,
        role: user.role,
        created_at: user.now,
        ...(user.locale ? { locale: user.locale } : {}),
      })
      .execute();
  }

  async anyAccount(): Promise<boolean> {
    return Boolean(await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  }

  async emailExists(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('email_normalized', '=', email.toLowerCase())
      .executeTakeFirst();
    return Boolean(row);
  }

  async findForLogin(by: { email?: string; username?: string }): Promise<UserRow | undefined> {
    const query = this.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'password_hash', 'has_password']);
    const row = by.email
      ? await query.where('email_normalized', '=', by.email.toLowerCase()).executeTakeFirst()
      : await query.where('username_normalized', '=', (by.username ?? '').toLowerCase()).executeTakeFirst();
    return row;
  }

  /** the account's password facts, by id (re-authentication) */
  async findCredentials(id: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'password_hash', 'has_password'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertSession(session: {
    id: string;
    tokenHash: string;
    userId: string;
    now: number;
    expiresAt: number;
    userAgent: string | null;
    /** when the way in this sign-in used was added (docs/decisions/0255-ways-in.md) */
    provenWayAddedAt: number | null;
  }) {
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        token_hash: session.tokenHash,
        user_id: session.userId,
        created_at: session.now,
        expires_at: session.expiresAt,
        revoked_at: null,
        user_agent: session.userAgent,
        last_seen_at: session.now,
        proven_at: session.now,
        proven_way_added_at: session.provenWayAddedAt,
      })
      .execute();
  }

  /** when the account's password was last set (its creation when never changed); undefined: no such account */
  async passwordSetAt(userId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['password_set_at', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.password_set_at ?? row.created_at) : undefined;
  }

  /** the person proved who they are again in this session (re-authentication) */
  async markProven(tokenHash: string, now: number, wayAddedAt: number | null): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ proven_at: now, proven_way_added_at: wayAddedAt })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** ends every live session of an account (a payout change undone from its mail) */
  async revokeAllSessions(userId: string, now: number): Promise<number> {
    const result = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** "last seen" of a session; authenticate calls it at most once a minute per session */
  async touchSession(tokenHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** the live session's user: unknown, expired and revoked tokens give undefined */
  /** every signed-in call's first read: compiled once (docs/decisions/0125-hot-path-performance.md) */
  async findLiveSession(tokenHash: string, now: number) {
    const rows = await this.prepared.run('findLiveSession', { tokenHash, now }, (v) =>
      this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id as id',
          'users.email as email',
          'users.role as role',
          'sessions.last_seen_at as last_seen_at',
          'sessions.created_at as created_at',
          'sessions.proven_at as proven_at',
          'sessions.proven_way_added_at as proven_way_added_at',
          'users.created_at as account_created_at',
        ])
        .where('sessions.token_hash', '=', v.tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', v.now),
    );
    return rows[0];
  }

  /** a seller's public facts for the shop page (issue 19); undefined for an unknown id */
  async publicFactsOf(
    id: string,
  ): Promise<{ id: string; username: string | null; email: string; role: string } | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'role'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async namesOf(ids: string[]): Promise<{ id: string; username: string | null; email: string }[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('users').select(['id', 'username', 'email']).where('id', 'in', ids).execute();
  }

  async revokeSession(tokenHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async emailVerified(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.email_verified_at != null;
  }

  async deleteExpiredSessions(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  }
}
