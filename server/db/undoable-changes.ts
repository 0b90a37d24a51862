import type { Kysely } from 'kysely';
import type { Database } from './schema';

// biome-ignore lint/suspicious/noExplicitAny: one query shape serves tables of different types; callers are typed
type AnyDb = Kysely<any>;

/** What a table of undoable changes has: whose change it is, and its mailed link's token hash and undo time. */
interface UndoableChangeRow {
  id: string;
  user_id: string;
  undo_token_hash: string | null;
  undone_at: number | null;
}

/**
 * The SQL of a log of an account's changes, each mailed with a link that undoes it once: the ways in
 * (docs/decisions/0255-ways-in.md) and where the money goes (docs/decisions/0222-payout-changes.md). One query
 * shape for both tables; used only by their owners' repositories (docs/decisions/0095), whose snapshots show it.
 */
export class UndoableChanges<Row extends UndoableChangeRow> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: keyof Database & string,
  ) {}

  async insert(row: Row): Promise<void> {
    await (this.db as AnyDb).insertInto(this.table).values(row).execute();
  }

  byToken(tokenHash: string): Promise<Row | undefined> {
    return (this.db as AnyDb)
      .selectFrom(this.table)
      .selectAll()
      .where('undo_token_hash', '=', tokenHash)
      .executeTakeFirst() as Promise<Row | undefined>;
  }

  /** false when it was undone already (two clicks of the link) */
  async markUndone(id: string, now: number): Promise<boolean> {
    const r = await (this.db as AnyDb)
      .updateTable(this.table)
      .set({ undone_at: now })
      .where('id', '=', id)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** the account's newest changes first */
  recent(userId: string, limit: number): Promise<Row[]> {
    return (this.db as AnyDb)
      .selectFrom(this.table)
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute() as Promise<Row[]>;
  }
}
