import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

// biome-ignore lint/suspicious/noExplicitAny: one statement shape serves tables of different types; callers are typed
type AnyDb = Kysely<any>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Which rows a bin holds: the table, the column scoping them (whose), the item column and the stamp column. */
export interface BinSpec {
  table: keyof Database & string;
  scope: string;
  item: string;
  /** when the row went to the bin; null while it is live */
  stamp: string;
}

/**
 * A bin kept by a timestamp column (docs/decisions/0061): a row is put in it by stamping it, and taken back
 * by clearing the stamp while the stamp is recent enough. Both answer how many rows changed. Used only by the
 * table's own repository (docs/decisions/0095), whose snapshot shows the SQL.
 */
export class BinStamp {
  constructor(private readonly spec: BinSpec) {}

  /** stamps the scope's live rows among `itemIds` as binned at `now` */
  put(db: Executor, scopeId: string, itemIds: string[], now: number): Promise<number> {
    return this.restamp(db, scopeId, itemIds, now, ['is', null]);
  }

  /** clears the stamp of the scope's rows among `itemIds` binned at or after `since` */
  takeBack(db: Executor, scopeId: string, itemIds: string[], since: number): Promise<number> {
    return this.restamp(db, scopeId, itemIds, null, ['>=', since]);
  }

  /** sets the stamp of the scope's rows among `itemIds` whose stamp now meets `was` */
  private async restamp(
    db: Executor,
    scopeId: string,
    itemIds: string[],
    stampTo: number | null,
    was: ['is', null] | ['>=', number],
  ): Promise<number> {
    const { table, scope, item, stamp } = this.spec;
    const result = await (db as AnyDb)
      .updateTable(table)
      .set({ [stamp]: stampTo })
      .where(scope, '=', scopeId)
      .where(item, 'in', itemIds)
      .where(stamp, was[0], was[1])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
