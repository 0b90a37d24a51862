import { type Cluster, migrateOnce, startCluster } from '../server/cluster/cluster';
import { loadConfig } from '../server/config';
import { startTestS3, type TestS3 } from '../server/testing/s3-server';

/**
 * `npm run cluster`: the scaled layout on this machine (docs/deploy.md). Needs DATABASE_URL (PostgreSQL) and
 * REDIS_URL; S3_* for a real bucket, else a local S3-compatible server (s3rver, its data in a temp folder) stands
 * in for it. Runs the migrations once, starts CLUSTER_PROCESSES server processes (default 2) on ports from
 * CLUSTER_FIRST_PORT (default 3001), the first alone (it seeds the demo data into an empty database, as
 * `npm start` does), then nginx (deploy/nginx.conf) on CLUSTER_PORT (default 8080).
 * SIGHUP: a rolling restart, one process at a time. Ctrl-C or SIGTERM: everything stops.
 */
const env = process.env;
const config = loadConfig(env);
if (!config.DATABASE_URL || !config.REDIS_URL) {
  console.error(
    'npm run cluster needs DATABASE_URL (postgres://…) and REDIS_URL (redis://…): see docs/deploy.md',
  );
  process.exit(1);
}
const count = Number(env.CLUSTER_PROCESSES ?? 2);
const firstPort = Number(env.CLUSTER_FIRST_PORT ?? 3001);
const proxyPort = Number(env.CLUSTER_PORT ?? 8080);
if (!Number.isInteger(count) || count < 1 || count > 64) {
  console.error('CLUSTER_PROCESSES must be a whole number from 1 to 64');
  process.exit(1);
}

let s3: TestS3 | undefined;
let cluster: Cluster | undefined;
const stop = async (code: number) => {
  await cluster?.stop();
  await s3?.close();
  process.exit(code);
};

try {
  if (!config.S3_BUCKET) {
    s3 = await startTestS3({ port: Number(env.CLUSTER_S3_PORT ?? proxyPort + 1), bucket: 'stallfeed' });
    console.log(`No S3_BUCKET: a local S3-compatible server (s3rver) stands in at ${s3.settings.endpoint}`);
  }
  await migrateOnce(config.DATABASE_URL, config.DATABASE_SCHEMA);
  console.log('Migrations done (once, before any process starts).');
  const ports = Array.from({ length: count }, (_, i) => firstPort + i);
  // the child-server defaults are for tests (unlimited writes, no seeding, NODE_ENV=test): the real settings here
  const limits = [
    'WRITES_PER_MINUTE_PER_ACCOUNT',
    'WRITES_PER_MINUTE_PER_ADDRESS',
    'COMMENTS_PER_MINUTE',
    'POSTS_PER_HOUR',
  ] as const;
  cluster = await startCluster({
    ports,
    proxyPort,
    databaseUrl: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    s3Env: s3?.env ?? {},
    env: {
      NODE_ENV: config.NODE_ENV,
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      WEB_DIST: config.WEB_DIST,
      SEED_DEMO: 'off',
      ...(env.PUBLIC_URL ? {} : { PUBLIC_URL: `http://localhost:${proxyPort}` }),
      ...Object.fromEntries(limits.map((k) => [k, String(config[k])])),
    },
    firstAlone: true,
    firstEnv: { SEED_DEMO: config.SEED_DEMO },
    nginxWorkers: Number(env.CLUSTER_NGINX_WORKERS ?? 1),
    // a process that exits is started again; one that cannot serve is left out (docs/decisions/0223)
    supervise: { log: (line) => console.log(line) },
  });
  console.log(
    `Stallfeed cluster: ${count} processes on ports ${ports.join(', ')}, nginx at http://localhost:${proxyPort}` +
      ` (pid ${process.pid}: kill -HUP for a rolling restart, Ctrl-C to stop)`,
  );
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGHUP', () => {
    console.log('Rolling restart…');
    cluster?.restartAll().then(
      () => console.log('Rolling restart done.'),
      (err) => console.error('Rolling restart failed:', err),
    );
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stop(1);
}
