import pg from 'pg';
import { SCHEMA_LOCK_ID } from '../db/migrations';

/**
 * Test files run in parallel, each in its own schema of one PostgreSQL database. Kysely's migrator looks
 * at every schema's tables (pg_get_serial_sequence per column), so a schema dropped by another file at
 * that moment fails a migration with "schema … does not exist". Creating and dropping a schema therefore
 * take the lock every migration takes (server/db/migrations.ts). Never migrate inside `fn`: the migration
 * waits for this same lock from another session.
 */
export async function withSchemaLock<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_ID]);
    return await fn(admin);
  } finally {
    await admin.end(); // ending the session releases the lock
  }
}
