import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../../contract/common';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * SQL of single sign-on (docs/decisions/0102-single-sign-on.md): sign-in attempts (state → nonce, PKCE
 * challenge; single use), pending links, and the provider identities of accounts. The account itself is written by the core.
 */
export class SsoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertAttempt(a: {
    stateHash: string;
    nonce: string;
    codeChallenge: string;
    role: Role;
    now: number;
    expiresAt: number;
    /** a signed-in account linking this identity (docs/decisions/0255-ways-in.md); null for a sign-in */
    linkUserId?: string | null;
  }): Promise<void> {
    await this.db.deleteFrom('sso_attempts').where('expires_at', '<', a.now).execute();
    await this.db
      .insertInto('sso_attempts')
      .values({
        state_hash: a.stateHash,
        nonce: a.nonce,
        code_challenge: a.codeChallenge,
        role: a.role,
        created_at: a.now,
        expires_at: a.expiresAt,
        used_at: null,
        link_token_hash: null,
        link_issuer: null,
        link_subject: null,
        link_user_id: a.linkUserId ?? null,
      })
      .execute();
  }

  /** uses up an attempt by its state; undefined when unknown, expired or used (single use, race-safe) */
  async takeAttempt(stateHash: string, now: number) {
    const result = await this.db
      .updateTable('sso_attempts')
      .set({ used_at: now })
      .where('state_hash', '=', stateHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return this.db
      .selectFrom('sso_attempts')
      .select(['nonce', 'code_challenge', 'role', 'link_user_id'])
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
  }

  async setPendingLink(
    stateHash: string,
    link: { tokenHash: string; issuer: string; subject: string; userId: string; expiresAt: number },
  ): Promise<void> {
    await this.db
      .updateTable('sso_attempts')
      .set({
        link_token_hash: link.tokenHash,
        link_issuer: link.issuer,
        link_subject: link.subject,
        link_user_id: link.userId,
        expires_at: link.expiresAt,
      })
      .where('state_hash', '=', stateHash)
      .execute();
  }

  async pendingLink(tokenHash: string, now: number) {
    return this.db
      .selectFrom('sso_attempts')
      .select(['link_issuer', 'link_subject', 'link_user_id'])
      .where('link_token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** uses up a pending link; false when another request used it first */
  async consumeLink(tokenHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sso_attempts')
      .set({ link_token_hash: null })
      .where('link_token_hash', '=', tokenHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async accountOf(issuer: string, subject: string) {
    return this.db
      .selectFrom('sso_identities')
      .innerJoin('users', 'users.id', 'sso_identities.user_id')
      .select([
        'users.id as id',
        'users.email as email',
        'users.role as role',
        'sso_identities.created_at as linked_at',
      ])
      .where('sso_identities.issuer', '=', issuer)
      .where('sso_identities.subject', '=', subject)
      .executeTakeFirst();
  }

  async addIdentity(
    issuer: string,
    subject: string,
    userId: string,
    now: number,
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('sso_identities')
      .values({ issuer, subject, user_id: userId, created_at: now })
      .execute();
  }

  /** removes an identity from an account (the undo link of a link just made); false when it was not there */
  async removeIdentity(userId: string, issuer: string, subject: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sso_identities')
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async accountByEmail(email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'password_hash', 'has_password'])
      .where('email_normalized', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async accountById(id: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'password_hash', 'has_password'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
