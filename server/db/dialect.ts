import { type Kysely, SqliteAdapter } from 'kysely';

/** True on the embedded SQLite database, false on PostgreSQL (for the few engine-specific statements). */
// biome-ignore lint/suspicious/noExplicitAny: works on any schema
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
