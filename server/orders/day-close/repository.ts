import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PosDayClosesTable } from './tables';

export type DayCloseRow = PosDayClosesTable;

/** The only SQL on pos_day_closes. */
export class DayCloseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(sellerId: string, day: string): Promise<DayCloseRow | undefined> {
    return this.db
      .selectFrom('pos_day_closes')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('day', '=', day)
      .executeTakeFirst();
  }

  /** Saves the day's count; a second count of the same day replaces the first (the unique key decides). */
  async upsert(row: DayCloseRow): Promise<void> {
    await this.db
      .insertInto('pos_day_closes')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['seller_id', 'day']).doUpdateSet({
          opening_float_cents: row.opening_float_cents,
          counted_cash_cents: row.counted_cash_cents,
          note: row.note,
          closed_at: row.closed_at,
          staff_id: row.staff_id ?? null,
        }),
      )
      .execute();
  }

  /** The seller's closes, latest day first; cursor = the last day of the previous page. */
  async page(sellerId: string, beforeDay: string | null, limit: number): Promise<DayCloseRow[]> {
    let q = this.db.selectFrom('pos_day_closes').selectAll().where('seller_id', '=', sellerId);
    if (beforeDay) q = q.where('day', '<', beforeDay);
    return q.orderBy('day', 'desc').limit(limit).execute();
  }
}
