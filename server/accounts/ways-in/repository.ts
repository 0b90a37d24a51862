import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WayInChangesTable } from './tables';

export type WayInChangeRow = WayInChangesTable;

/**
 * The only SQL on way_in_changes (docs/decisions/0255-ways-in.md), and the one count of an account's ways in, read
 * across the tables of accounts' sub-domains that each keep one kind.
 */
export class WayInRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: WayInChangeRow): Promise<void> {
    await this.db.insertInto('way_in_changes').values(row).execute();
  }

  async byToken(tokenHash: string): Promise<WayInChangeRow | undefined> {
    return this.db
      .selectFrom('way_in_changes')
      .selectAll()
      .where('undo_token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** marks an addition undone; false when it was undone already (two clicks of the link) */
  async markUndone(id: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('way_in_changes')
      .set({ undone_at: now })
      .where('id', '=', id)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async recent(userId: string, limit: number): Promise<WayInChangeRow[]> {
    return this.db
      .selectFrom('way_in_changes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** how many ways lead into the account: its password (0 or 1), passkeys, wallets and single sign-on identities */
  async countWaysIn(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        'has_password',
        eb
          .selectFrom('passkeys')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('user_id', '=', 'users.id')
          .as('passkeys'),
        eb
          .selectFrom('wallet_addresses')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('user_id', '=', 'users.id')
          .as('wallets'),
        eb
          .selectFrom('sso_identities')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('user_id', '=', 'users.id')
          .as('sso'),
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return 0;
    return (
      (row.has_password === 1 ? 1 : 0) +
      Number(row.passkeys ?? 0) +
      Number(row.wallets ?? 0) +
      Number(row.sso ?? 0)
    );
  }
}
