import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UndoableChanges } from '../../db/undoable-changes';
import type { PayoutChangesTable } from './tables';

export type PayoutChangeRow = PayoutChangesTable;

/** The only SQL on payout_changes and payout_locks. */
export class PayoutGuardRepository {
  private readonly changes: UndoableChanges<PayoutChangeRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.changes = new UndoableChanges(db, 'payout_changes');
  }

  insertChange(row: PayoutChangeRow): Promise<void> {
    return this.changes.insert(row);
  }

  changeByToken(tokenHash: string): Promise<PayoutChangeRow | undefined> {
    return this.changes.byToken(tokenHash);
  }

  /** marks a change undone; false when it was undone already (two clicks of the link) */
  markUndone(id: string, now: number): Promise<boolean> {
    return this.changes.markUndone(id, now);
  }

  recent(userId: string, limit: number): Promise<PayoutChangeRow[]> {
    return this.changes.recent(userId, limit);
  }

  async frozenUntil(userId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('payout_locks')
      .select('frozen_until')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.frozen_until) : null;
  }

  async freeze(userId: string, until: number): Promise<void> {
    await this.db
      .insertInto('payout_locks')
      .values({ user_id: userId, frozen_until: until })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ frozen_until: until }))
      .execute();
  }
}
