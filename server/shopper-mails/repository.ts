import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The only SQL on `shopper_mail_opt_outs` and `shopper_mail_keys` (docs/decisions/0275-mails-to-shoppers.md). */
export class ShopperMailsRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** the kinds this person turned off */
  async kindsOff(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('shopper_mail_opt_outs')
      .select('kind')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.kind);
  }

  async isOff(userId: string, kind: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('shopper_mail_opt_outs')
      .select('kind')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** turns these kinds off (already off: stays as it was) */
  async turnOff(userId: string, kinds: string[], now: number): Promise<void> {
    if (kinds.length === 0) return;
    await this.db
      .insertInto('shopper_mail_opt_outs')
      .values(kinds.map((kind) => ({ user_id: userId, kind, created_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
      .execute();
  }

  async turnOn(userId: string, kinds: string[]): Promise<void> {
    if (kinds.length === 0) return;
    await this.db
      .deleteFrom('shopper_mail_opt_outs')
      .where('user_id', '=', userId)
      .where('kind', 'in', kinds)
      .execute();
  }

  /** the signing key; `fresh` is stored when there is none yet (two processes at once keep the first) */
  async secret(fresh: string): Promise<string> {
    await this.db
      .insertInto('shopper_mail_keys')
      .values({ id: 'unsubscribe', secret: fresh })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('shopper_mail_keys')
      .select('secret')
      .where('id', '=', 'unsubscribe')
      .executeTakeFirstOrThrow();
    return row.secret;
  }
}
