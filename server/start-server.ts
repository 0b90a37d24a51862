import { Redis } from 'ioredis';
import { warmUpAi } from './ai/warm-up';
import { buildApp } from './app';
import type { Config } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { type Db, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { seedDemoData } from './seed/seed';
import type { Services } from './services';

export interface RunningServer {
  url: string;
  db: Db;
  services: Services;
  stop(): Promise<void>;
}

/**
 * Opens the database (migrating it), builds the app and listens. Used by `npm start`,
 * the end-to-end tests and the benchmarks, so they all run the real thing.
 */
export async function startServer(
  config: Config,
  opts: { pgSchema?: string; now?: () => number } = {},
): Promise<RunningServer> {
  // SQLite and the image store live in DATA_DIR: one process at a time.
  const unlock = lockDataDir(config.dataDir);
  const db = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    pgSchema: opts.pgSchema ?? config.DATABASE_SCHEMA,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  // Redis (optional) shares rate-limit counters between server processes
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  try {
    await migrateToLatest(db.kysely, db.schema);
    const app = await buildApp(config, db, { redis, now: opts.now });
    const shouldSeed =
      config.SEED_DEMO === 'on' || (config.SEED_DEMO === 'auto' && config.NODE_ENV !== 'production');
    if (shouldSeed)
      await seedDemoData(app.services, db, { onlyIfEmpty: true, log: (m) => app.fastify.log.info(m) });
    await app.fastify.listen({ port: config.PORT, host: config.HOST });
    // the AI models load in the background, so the first AI call does not wait ~1 s for it (not in tests)
    if (config.NODE_ENV !== 'test' && config.AI_WARM_UP === 'on')
      warmUpAi().catch((err) => app.fastify.log.warn({ err }, 'AI warm-up failed'));
    const address = app.fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    if (!config.PUBLIC_URL) app.services.links.base = `http://localhost:${port}`;
    let stopped: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      db,
      services: app.services,
      stop: () => {
        // finish in-flight requests (new ones get 503), then close the database and free the folder
        stopped ??= app.fastify
          .close()
          .then(() => app.services.mailer.idle())
          .then(() => app.services.mailer.close())
          .then(() => db.close())
          .then(() => redis?.quit())
          .then(() => undefined)
          .finally(unlock);
        return stopped;
      },
    };
  } catch (err) {
    await db.close().catch(() => {});
    redis?.disconnect();
    unlock();
    throw err;
  }
}
