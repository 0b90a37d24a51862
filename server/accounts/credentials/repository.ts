import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthTokensTable } from './tables';

export type TokenPurpose = AuthTokensTable['purpose'];

/** The only SQL on auth_tokens: the single-use links of mails (verify, reset, change email). */
export class MailTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
}
