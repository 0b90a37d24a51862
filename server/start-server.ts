import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import { stopEngine, warmUpEngine } from './ai/engine/engine-client';
import { buildApp } from './app';
import type { Config } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { type Db, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { outageWarning, type WarnLog } from './reliability/outage-warning';
import { seedDemoData } from './seed/seed';
import type { Services } from './services';

/** ioredis, loaded only when REDIS_URL is set: a single server starts without it (decision 0249). */
function loadRedis(): typeof RedisClient {
  return (createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient }).Redis;
}

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
  opts: { pgSchema?: string; throwaway?: boolean; now?: () => number } = {},
): Promise<RunningServer> {
  // SQLite and the image store live in DATA_DIR: one process at a time.
  const unlock = lockDataDir(config.dataDir);
  // told once the app's logger exists; before that a lost connection fails the start anyway
  let log: WarnLog | undefined;
  const databaseOutage = outageWarning(
    { warn: (obj, msg) => log?.warn(obj, msg), info: (obj, msg) => log?.info(obj, msg) },
    'PostgreSQL',
  );
  const db = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    pgSchema: opts.pgSchema ?? config.DATABASE_SCHEMA,
    throwaway: opts.throwaway,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (err) => databaseOutage.failed(err),
  });
  // Redis (optional) shares rate-limit counters, job claims and live events between server processes. A call
  // never waits for it: without a connection commands fail at once and the app counts in memory instead
  // (docs/decisions/0223-dependency-faults.md); ioredis reconnects by itself.
  const redis = config.REDIS_URL
    ? new (loadRedis())(config.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
        commandTimeout: 1000,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      })
    : undefined;
  const redisOutage = outageWarning(
    { warn: (obj, msg) => log?.warn(obj, msg), info: (obj, msg) => log?.info(obj, msg) },
    'Redis',
  );
  redis?.on('error', (err) => redisOutage.failed(err));
  redis?.on('ready', () => redisOutage.recovered());
  try {
    // a Redis that is up is used from the first request; one that is down does not stop the start
    if (redis) await readyWithin(redis, 3000);
    await migrateToLatest(db.kysely, db.schema);
    const app = await buildApp(config, db, { redis, now: opts.now });
    log = app.fastify.log;
    const shouldSeed =
      config.SEED_DEMO === 'on' || (config.SEED_DEMO === 'auto' && config.NODE_ENV !== 'production');
    if (shouldSeed)
      await seedDemoData(app.services, db, { onlyIfEmpty: true, log: (m) => app.fastify.log.info(m) });
    await app.fastify.listen({ port: config.PORT, host: config.HOST });
    // the AI models load in the background, so the first AI call does not wait ~1 s for it (not in tests)
    if (config.NODE_ENV !== 'test' && config.AI_WARM_UP === 'on')
      warmUpEngine().catch((err) => app.fastify.log.warn({ err }, 'AI warm-up failed'));
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
        // a connection whose last answer ends after the close began is idle, not closed, for the keep-alive
        // time (72 s): it is closed as soon as it is idle, so a stop takes as long as the slowest request
        if (stopped) return stopped;
        const reaper = setInterval(() => app.fastify.server.closeIdleConnections(), 100);
        stopped = app.fastify
          .close()
          .finally(() => clearInterval(reaper))
          .then(stopEngine)
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

async function readyWithin(redis: RedisClient, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ms);
  await once(redis, 'ready', { signal: timeout.signal }).catch(() => undefined);
  clearTimeout(timer);
}
