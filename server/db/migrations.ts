import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { accountsMigrations } from '../accounts/migrations';
import { collectionsMigrations } from '../collections/migrations';
import { conversationsMigrations } from '../conversations/migrations';
import { customersMigrations } from '../customers/migrations';
import { displaysMigrations } from '../displays/migrations';
import { mailMigrations } from '../mail/migrations';
import { mediaMigrations } from '../media/migrations';
import { notificationsMigrations } from '../notifications/migrations';
import { pushMigrations } from '../notifications/push/migrations';
import { ordersMigrations } from '../orders/migrations';
import { postsMigrations } from '../posts/migrations';
import { productsMigrations } from '../products/migrations';
import { addressBookMigrations } from '../profiles/address-book/migrations';
import { fpsMigrations } from '../profiles/fps/migrations';
import { payoutGuardMigrations } from '../profiles/payout-guard/migrations';
import { profileMigrations } from '../profiles/profile/migrations';
import { reviewsMigrations } from '../reviews/migrations';
import { searchMigrations } from '../search/migrations';
import { shopperMailsMigrations } from '../shopper-mails/migrations';
import { staffMigrations } from '../staff/migrations';
import { isSqlite } from './dialect';

/**
 * Every migration of every domain, in the order they apply. Names sort: NNNN_domain_what.
 * Migrations are written once and never edited after they ship; changes are new migrations.
 */
const all: Record<string, Migration> = {
  ...accountsMigrations,
  ...productsMigrations,
  ...postsMigrations,
  ...collectionsMigrations,
  ...ordersMigrations,
  ...addressBookMigrations,
  ...profileMigrations,
  ...payoutGuardMigrations,
  ...notificationsMigrations,
  ...fpsMigrations,
  ...mediaMigrations,
  ...mailMigrations,
  ...searchMigrations,
  ...reviewsMigrations,
  ...conversationsMigrations,
  ...pushMigrations,
  ...shopperMailsMigrations,
  ...displaysMigrations,
  ...customersMigrations,
  ...staffMigrations,
};

/** every migration by name, for the tests' template database (server/testing/pg-template.ts) */
export const allMigrations: Readonly<Record<string, Migration>> = all;

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return all;
  }
}

/**
 * On PostgreSQL, migrations take this session advisory lock: two processes starting at once (a rolling
 * restart, several servers behind a proxy) migrate one after the other, and since Kysely's migrator reads
 * every schema's tables, nobody may create or drop a schema meanwhile (the test servers take the same lock
 * for that: server/testing/schema-lock.ts).
 */
export const SCHEMA_LOCK_ID = 727_001;

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  if (isSqlite(db)) return migrate(db, schema);
  // one connection holds the lock (advisory locks belong to a session); the migrator uses others
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SCHEMA_LOCK_ID})`.execute(conn);
    try {
      await migrate(db, schema);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK_ID})`.execute(conn);
    }
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function migrate(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    migrationTableSchema: schema,
    // each domain numbers in its own range, so a new migration of an early range (e.g. 0010 after 0800)
    // must still apply to a database that already ran later ones
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
