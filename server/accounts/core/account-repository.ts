import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
export interface AccountRow {
  id: string;
  email: string;
  role: 's' | 'c';
  locale: string;
  email_verified_at: number | null;
  has_password: number;
  password_hash: string;
}

/** an update of one account's facts (the caller's where may narrow it further) */
function updateUser(db: Kysely<Database>, id: string, values: Updateable<Database['users']>) {
  return db.updateTable('users').set(values).where('id', '=', id);
}

/** a password's columns: its hash, whether it lets the owner in, and when it was set */
function passwordFields(hash: string, usable: boolean, now: number) {
  return { password_hash: hash, has_password: usable ? 1 : 0, password_set_at: now };
}

/**
 * The account facts the credentials sub-domain changes (verification, password, email, locale) and the
 * session list: SQL on users and sessions, which belong to the core (docs/architecture.md).
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
    await updateUser(this.db, id, { locale }).where('locale', '!=', locale).execute();
  }

  async markVerified(id: string, now: number): Promise<void> {
    await updateUser(this.db, id, { email_verified_at: now })
      .where('email_verified_at', 'is', null)
      .execute();
  }

  /** a new password, and when it was set (docs/decisions/0255-ways-in.md: a young password proves less) */
  async setPassword(id: string, passwordHash: string, now: number): Promise<void> {
    await updateUser(this.db, id, passwordFields(passwordHash, true, now)).execute();
  }

  /** the password stops working (an undone password change): the owner resets it through the mail */
  async disablePassword(id: string, unusableHash: string, now: number): Promise<void> {
    await updateUser(this.db, id, passwordFields(unusableHash, false, now)).execute();
  }

  /** the new address, verified (the link proved it); the unique index refuses a taken one */
  async setEmail(id: string, email: string, now: number): Promise<void> {
    await updateUser(this.db, id, {
      email,
      email_normalized: email.toLowerCase(),
      email_verified_at: now,
    }).execute();
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
