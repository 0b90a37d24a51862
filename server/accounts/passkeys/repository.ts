import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PasskeyChallengesTable } from './tables';

export type ChallengePurpose = PasskeyChallengesTable['purpose'];

/**
 * SQL of passkeys (docs/decisions/0256-passkeys.md): the registered public keys (the credential id is the
 * primary key, so one passkey belongs to one account) and the challenges handed to browsers, single use and
 * short-lived like the wallet nonces.
 */
export class PasskeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertChallenge(c: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: string | null;
    now: number;
    expiresAt: number;
  }): Promise<void> {
    // expired challenges go when new ones are made: the table stays small without a job
    await this.db.deleteFrom('passkey_challenges').where('expires_at', '<', c.now).execute();
    await this.db
      .insertInto('passkey_challenges')
      .values({
        challenge: c.challenge,
        purpose: c.purpose,
        user_id: c.userId,
        created_at: c.now,
        expires_at: c.expiresAt,
        used_at: null,
      })
      .execute();
  }

  /** whether a challenge was issued for this purpose (and account), is unused and unexpired */
  async challengeOpen(
    challenge: string,
    purpose: ChallengePurpose,
    userId: string | null,
    now: number,
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('passkey_challenges')
      .select(['user_id'])
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined && row.user_id === userId;
  }

  /** marks a challenge used; false when it is unknown, expired or used already (single use, race-safe) */
  async consumeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('passkey_challenges')
      .set({ used_at: now })
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertPasskey(p: {
    credentialId: string;
    userId: string;
    publicKey: string;
    signCount: number;
    transports: string | null;
    label: string;
    now: number;
  }): Promise<void> {
    await this.db
      .insertInto('passkeys')
      .values({
        credential_id: p.credentialId,
        user_id: p.userId,
        public_key: p.publicKey,
        sign_count: p.signCount,
        transports: p.transports,
        label: p.label,
        created_at: p.now,
        last_used_at: null,
      })
      .execute();
  }

  async find(credentialId: string) {
    return this.db
      .selectFrom('passkeys')
      .innerJoin('users', 'users.id', 'passkeys.user_id')
      .select([
        'passkeys.credential_id as credential_id',
        'passkeys.user_id as user_id',
        'passkeys.public_key as public_key',
        'passkeys.sign_count as sign_count',
        'passkeys.transports as transports',
        'passkeys.label as label',
        'passkeys.created_at as created_at',
        'users.email as email',
        'users.role as role',
      ])
      .where('passkeys.credential_id', '=', credentialId)
      .executeTakeFirst();
  }

  async passkeysOf(userId: string) {
    return this.db
      .selectFrom('passkeys')
      .select(['credential_id', 'label', 'transports', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('credential_id', 'asc')
      .execute();
  }

  /**
   * records a use: the new signature counter, only when it did not move meanwhile (two uses of one assertion
   * at once: one wins); false when another use came first
   */
  async recordUse(credentialId: string, oldCount: number, newCount: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('passkeys')
      .set({ sign_count: newCount, last_used_at: now })
      .where('credential_id', '=', credentialId)
      .where('sign_count', '=', oldCount)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remove(userId: string, credentialId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('passkeys')
      .where('credential_id', '=', credentialId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
