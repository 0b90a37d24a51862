import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UndoableChanges } from '../../db/undoable-changes';
import type { WayInChangesTable } from './tables';

export type WayInChangeRow = WayInChangesTable;

/**
 * The only SQL on way_in_changes (docs/decisions/0255-ways-in.md), and the one count of an account's ways in, read
 * across the tables of accounts' sub-domains that each keep one kind.
 */
export class WayInRepository {
  private readonly changes: UndoableChanges<WayInChangeRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.changes = new UndoableChanges(db, 'way_in_changes');
  }

  insert(row: WayInChangeRow): Promise<void> {
    return this.changes.insert(row);
  }

  byToken(tokenHash: string): Promise<WayInChangeRow | undefined> {
    return this.changes.byToken(tokenHash);
  }

  /** marks an addition undone; false when it was undone already (two clicks of the link) */
  markUndone(id: string, now: number): Promise<boolean> {
    return this.changes.markUndone(id, now);
  }

  recent(userId: string, limit: number): Promise<WayInChangeRow[]> {
    return this.changes.recent(userId, limit);
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
