import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthTokensTable } from './tables';

export type TokenPurpose = AuthTokensTable['purpose'];

export interface AccountRow {
  id: string;
  email: string;
  role: 's' | 'c';
  locale: string;
  email_verified_at: number | null;
  has_password: number;
  password_hash: string;
}

/**
 * SQL for the account features of issue 9 (mail tokens, verification, password and email
 * changes, the session list): only the auth domain's tables (users, sessions, auth_tokens).
 */
export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private accounts() {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'locale', 'email_verified_at', 'has_password', 'password_hash']);
  }

  async byId(id: string): Promise<AccountRow | undefined> {
    return this.accounts().where('id', '=', id).executeTakeFirst();
  }

  async byEmail(email: string): Promise<AccountRow | undefined> {
    return this.accounts().where('email_normalized', '=', email.toLowerCase()).executeTakeFirst();
  }

  async setLocale(id: string, locale: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ locale })
      .where('id', '=', id)
      .where('locale', '!=', locale)
      .execute();
  }

  async markVerified(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', id)
      .where('email_verified_at', 'is', null)
      .execute();
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, has_password: 1 })
      .where('id', '=', id)
      .execute();
  }

  /** the new address, verified (the link proved it); the unique index refuses a taken one */
  async setEmail(id: string, email: string, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ email, email_normalized: email.toLowerCase(), email_verified_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** a new link replaces every earlier one of the same purpose: only the newest works */
  async replaceToken(token: {
    tokenHash: string;
    userId: string;
    purpose: TokenPurpose;
    newEmail: string | null;
    now: number;
    expiresAt: number;
  }): Promise<void> {
    await this.db
      .deleteFrom('auth_tokens')
      .where('user_id', '=', token.userId)
      .where('purpose', '=', token.purpose)
      .execute();
    await this.db
      .insertInto('auth_tokens')
      .values({
        token_hash: token.tokenHash,
        user_id: token.userId,
        purpose: token.purpose,
        new_email: token.newEmail,
        created_at: token.now,
        expires_at: token.expiresAt,
        used_at: null,
      })
      .execute();
  }

  async liveToken(tokenHash: string, purposes: TokenPurpose[], now: number) {
    return this.db
      .selectFrom('auth_tokens')
      .select(['token_hash', 'user_id', 'purpose', 'new_email', 'created_at'])
      .where('token_hash', '=', tokenHash)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** false when a later link of the same kind exists (two requests racing past replaceToken's delete) */
  async isNewest(token: { user_id: string; purpose: TokenPurpose; created_at: number }): Promise<boolean> {
    const newer = await this.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', token.user_id)
      .where('purpose', '=', token.purpose)
      .where('created_at', '>', token.created_at)
      .executeTakeFirst();
    return !newer;
  }

  /** marks a link used; false when another request used it first (single use, race-safe) */
  async consumeToken(tokenHash: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('auth_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async pendingEmail(userId: string, now: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('auth_tokens')
      .select('new_email')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'email')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.new_email ?? null;
  }

  async liveSessions(userId: string, now: number) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** ends one of the user's sessions by its public id; false when it is not theirs or not live */
  async revokeSessionById(userId: string, id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** ends every live session of the user except `keepTokenHash` (null: all of them) */
  async revokeSessions(userId: string, keepTokenHash: string | null, now: number): Promise<number> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now);
    if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
