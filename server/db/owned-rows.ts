import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;
// biome-ignore lint/suspicious/noExplicitAny: one query shape serves tables of different types; callers are typed
type AnyDb = Kysely<any>;

/** What one owned table is: its name, the column naming its owner, the columns a row is read with, the order. */
export interface OwnedTableSpec<Row> {
  table: keyof Database & string;
  owner: keyof Row & string;
  columns: readonly (keyof Row & string)[];
  order: readonly [keyof Row & string, 'asc' | 'desc'][];
  /** a soft-deleted row's stamp: rows with it set are not listed, and "remove" sets it */
  removedAt?: keyof Row & string;
}

/**
 * The list / find / count / insert / update / remove of a table whose rows each belong to one person
 * (delivery addresses, pickup addresses, payment codes): one query shape instead of one per table. Every
 * change names the owner in its WHERE, so a row of someone else is never touched (false comes back).
 * Used only by repositories (docs/decisions/0095); the SQL it runs shows in their snapshots.
 */
export class OwnedRows<Row extends { id: string }> {
  /** column names as the untyped query builder takes them */
  private readonly owner: string;
  private readonly removedAt: string | undefined;

  constructor(private readonly spec: OwnedTableSpec<Row>) {
    this.owner = spec.owner;
    this.removedAt = spec.removedAt;
  }

  list(db: Executor, ownerId: string): Promise<Row[]> {
    let q = (db as AnyDb)
      .selectFrom(this.spec.table)
      .select([...this.spec.columns])
      .where(this.owner, '=', ownerId);
    if (this.removedAt) q = q.where(this.removedAt, 'is', null);
    for (const [column, dir] of this.spec.order) q = q.orderBy(column, dir);
    return q.execute() as Promise<Row[]>;
  }

  /** by id, whoever owns it (the service checks), removed or not */
  find(db: Executor, id: string): Promise<Row | undefined> {
    return (db as AnyDb)
      .selectFrom(this.spec.table)
      .select([...this.spec.columns])
      .where('id', '=', id)
      .executeTakeFirst() as Promise<Row | undefined>;
  }

  async count(db: Executor, ownerId: string): Promise<number> {
    let q = (db as AnyDb)
      .selectFrom(this.spec.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(this.owner, '=', ownerId);
    if (this.removedAt) q = q.where(this.removedAt, 'is', null);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(db: Executor, values: Record<string, unknown>): Promise<void> {
    await (db as AnyDb).insertInto(this.spec.table).values(values).execute();
  }

  /** changes the owner's row: false when there is no such row of this owner (or it was removed) */
  async update(db: Executor, id: string, ownerId: string, patch: Record<string, unknown>): Promise<boolean> {
    let q = (db as AnyDb)
      .updateTable(this.spec.table)
      .set(patch)
      .where('id', '=', id)
      .where(this.owner, '=', ownerId);
    if (this.removedAt) q = q.where(this.removedAt, 'is', null);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** deletes the owner's row, or stamps it removed when the table keeps removed rows */
  async remove(db: Executor, id: string, ownerId: string, now: number): Promise<boolean> {
    if (this.removedAt) return this.update(db, id, ownerId, { [this.removedAt]: now });
    const result = await (db as AnyDb)
      .deleteFrom(this.spec.table)
      .where('id', '=', id)
      .where(this.owner, '=', ownerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
