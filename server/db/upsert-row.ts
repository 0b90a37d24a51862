import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

// biome-ignore lint/suspicious/noExplicitAny: one statement shape serves tables of different types; callers are typed
type AnyDb = Kysely<any>;

/**
 * Saves a table's one row per key (a seller's settings, a category's names): inserts it, or where the key has a
 * row already, sets that row's other columns to these, in one statement, so two saves at once never make two
 * rows. Used only by the table's own repository (docs/decisions/0095), whose snapshot shows the SQL.
 */
export async function upsertRow<Row extends object>(
  db: Kysely<Database> | Transaction<Database>,
  table: keyof Database & string,
  key: keyof Row & string,
  row: Row,
): Promise<void> {
  const { [key]: _key, ...changes } = row;
  await (db as AnyDb)
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.column(key).doUpdateSet(changes))
    .execute();
}
