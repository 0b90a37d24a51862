import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { accountMigrations } from '../auth/account-migrations';
import { authMigrations } from '../auth/migrations';
import { walletMigrations } from '../auth/wallet-migrations';
import { collectionsMigrations } from '../collections/migrations';
import { mediaMigrations } from '../media/migrations';
import { notificationsMigrations } from '../notifications/migrations';
import { afterSaleMigrations } from '../orders/after-sale-migrations';
import { ordersMigrations } from '../orders/migrations';
import { offlineSaleMigrations } from '../orders/offline-sale-migrations';
import { postsMigrations } from '../posts/migrations';
import { productsMigrations } from '../products/migrations';
import { fpsMigrations } from '../users/fps-migrations';
import { usersMigrations } from '../users/migrations';
import { profileMigrations } from '../users/profile-migrations';

/**
 * Every migration of every domain, in the order they apply. Names sort: NNNN_domain_what.
 * Migrations are written once and never edited after they ship; changes are new migrations.
 */
const all: Record<string, Migration> = {
  ...authMigrations,
  ...accountMigrations,
  ...walletMigrations,
  ...productsMigrations,
  ...postsMigrations,
  ...collectionsMigrations,
  ...ordersMigrations,
  ...afterSaleMigrations,
  ...usersMigrations,
  ...profileMigrations,
  ...notificationsMigrations,
  ...offlineSaleMigrations,
  ...fpsMigrations,
  ...mediaMigrations,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return all;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
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
