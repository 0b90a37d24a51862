import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffTimeEntriesTable } from './tables';

export type TimeEntryRow = StaffTimeEntriesTable;

/** The only SQL on the time clock's entries (docs/decisions/0287-time-clock.md). */
export class TimeClockRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** the member's newest entry still open, clocked in at or after `since` (an older one was forgotten) */
  async openEntry(sellerId: string, staffId: string, since: number): Promise<TimeEntryRow | undefined> {
    return this.db
      .selectFrom('staff_time_entries')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('staff_id', '=', staffId)
      .where('clock_out', 'is', null)
      .where('clock_in', '>=', since)
      .orderBy('clock_in', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertEntry(row: TimeEntryRow): Promise<void> {
    await this.db.insertInto('staff_time_entries').values(row).execute();
  }

  /** closes an entry still open; false when it was closed meanwhile */
  async closeEntry(sellerId: string, id: string, clockOut: number): Promise<boolean> {
    const res = await this.db
      .updateTable('staff_time_entries')
      .set({ clock_out: clockOut })
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .where('clock_out', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async entry(sellerId: string, id: string): Promise<TimeEntryRow | undefined> {
    return this.db
      .selectFrom('staff_time_entries')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** the owner's correction of an entry's times */
  async editEntry(
    sellerId: string,
    id: string,
    patch: { clock_in: number; clock_out: number | null; edited_at: number },
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('staff_time_entries')
      .set(patch)
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** the shop's entries clocked in within [since, until), removed members' too, newest first */
  async entries(sellerId: string, since: number, until: number): Promise<TimeEntryRow[]> {
    return this.db
      .selectFrom('staff_time_entries')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('clock_in', '>=', since)
      .where('clock_in', '<', until)
      .orderBy('clock_in', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}
