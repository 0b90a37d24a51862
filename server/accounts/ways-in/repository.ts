import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WayInChangesTable } from './tables';

export type WayInChangeRow = WayInChangesTable;

/** The only SQL on way_in_changes (docs/decisions/0255-ways-in.md). */
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
}
