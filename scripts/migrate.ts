import { migrateOnce } from '../server/cluster/cluster';
import { ConfigError, loadConfig } from '../server/config';

/**
 * `npm run migrate`: brings the PostgreSQL database of DATABASE_URL (and DATABASE_SCHEMA) to the latest
 * migration, once, before a rollout of the scaled layout (docs/deploy.md). Every process also migrates at
 * start under an advisory lock, so this is the order of things, not a requirement of safety.
 */
try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error('npm run migrate is for PostgreSQL (DATABASE_URL); SQLite migrates at start.');
    process.exit(1);
  }
  await migrateOnce(config.DATABASE_URL, config.DATABASE_SCHEMA);
  console.log(`Migrated${config.DATABASE_SCHEMA ? ` (schema ${config.DATABASE_SCHEMA})` : ''}.`);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
}
