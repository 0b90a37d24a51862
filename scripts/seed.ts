import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { lockDataDir } from '../server/db/data-dir-lock';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import { seedDemoData } from '../server/seed/seed';

// `npm run seed`: adds the demo accounts and their data to the configured database (once).
const config = { ...loadConfig(), LOG_LEVEL: 'silent' as const };
const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
try {
  await migrateToLatest(db.kysely, db.schema);
  const app = await buildApp(config, db);
  await seedDemoData(app.services, db, { onlyIfEmpty: false, log: console.log });
  await app.fastify.close();
} finally {
  await db.close();
  unlock();
}
