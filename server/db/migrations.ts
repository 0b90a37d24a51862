import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { authMigrations } from '../auth/migrations';
import { collectionsMigrations } from '../collections/migrations';
import { ordersMigrations } from '../orders/migrations';
import { postsMigrations } from '../posts/migrations';
import { productsMigrations } from '../products/migrations';
import { usersMigrations } from '../users/migrations';

/**
 * Every migration of every domain, in the order they apply. Names sort: NNNN_domain_what.
 * Migrations are written once and never edited after they ship; changes are new migrations.
 */
const all: Record<string, Migration> = {
  ...authMigrations,
  ...productsMigrations,
  ...postsMigrations,
  ...collectionsMigrations,
  ...ordersMigrations,
  ...usersMigrations,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return all;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(), migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
