import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PosCashMovesTable, PosShiftsTable } from './tables';

export type ShiftRow = PosShiftsTable;
export type CashMoveRow = PosCashMovesTable;
type Executor = Kysely<Database> | Transaction<Database>;

/** The only SQL on pos_shifts and pos_cash_moves (docs/decisions/0279-shifts-and-cash-moves.md). */
export class ShiftRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async open(sellerId: string, db: Executor = this.db): Promise<ShiftRow | undefined> {
    return db.selectFrom('pos_shifts').selectAll().where('open_seller_id', '=', sellerId).executeTakeFirst();
  }

  async find(sellerId: string, id: string): Promise<ShiftRow | undefined> {
    return this.db
      .selectFrom('pos_shifts')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** a new open shift; the unique index on open_seller_id refuses a second open one */
  async insert(row: ShiftRow, db: Executor = this.db): Promise<void> {
    await db.insertInto('pos_shifts').values(row).execute();
  }

  /** closes the shift if it is still open; false when it was not */
  async close(
    id: string,
    countedCents: number,
    at: number,
    closedBy: string | null,
    db: Executor = this.db,
  ): Promise<boolean> {
    const r = await db
      .updateTable('pos_shifts')
      .set({ open_seller_id: null, closed_at: at, counted_cents: countedCents, closed_by: closedBy })
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async addMove(row: CashMoveRow, db: Executor = this.db): Promise<void> {
    await db.insertInto('pos_cash_moves').values(row).execute();
  }

  async moves(shiftId: string, db: Executor = this.db): Promise<CashMoveRow[]> {
    return db
      .selectFrom('pos_cash_moves')
      .selectAll()
      .where('shift_id', '=', shiftId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  /** the seller's cash moves made in [since, until), for the day close */
  async movesBetween(sellerId: string, since: number, until: number): Promise<CashMoveRow[]> {
    return this.db
      .selectFrom('pos_cash_moves')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('at', '>=', since)
      .where('at', '<', until)
      .orderBy('at')
      .execute();
  }

  /** the seller's shifts, latest first; cursor = the last id of the previous page */
  async page(sellerId: string, beforeId: string | null, limit: number): Promise<ShiftRow[]> {
    let q = this.db.selectFrom('pos_shifts').selectAll().where('seller_id', '=', sellerId);
    if (beforeId) q = q.where('id', '<', beforeId);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }
}
