import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PayoutChangesTable } from './tables';

export type PayoutChangeRow = PayoutChangesTable;

/** The only SQL on payout_changes and payout_locks. */
export class PayoutGuardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertChange(row: PayoutChangeRow): Promise<void> {
    await this.db.insertInto('payout_changes').values(row).execute();
  }

  async changeByToken(tokenHash: string): Promise<PayoutChangeRow | undefined> {
    return this.db
      .selectFrom('payout_changes')
      .selectAll()
      .where('undo_token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** marks a change undone; false when it was undone already (two clicks of the link) */
  async markUndone(id: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('payout_changes')
      .set({ undone_at: now })
      .where('id', '=', id)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async recent(userId: string, limit: number): Promise<PayoutChangeRow[]> {
    return this.db
      .selectFrom('payout_changes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
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
