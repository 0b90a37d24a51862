import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { type ChildServer, startChildServer } from '../reliability/child-server';
import { type RunningNginx, startNginx } from './nginx';

/**
 * The scaled layout on one machine (docs/deploy.md): N server processes (server/main.ts) on PostgreSQL, Redis
 * and an S3-compatible bucket, each with its own DATA_DIR (nothing shared lives there), nginx in front.
 * Used by `npm run cluster`, the cluster test and `npm run bench -- cluster`.
 */
export interface ClusterOptions {
  /** one process per port */
  ports: number[];
  proxyPort: number;
  databaseUrl: string;
  /** a PostgreSQL schema of its own (DATABASE_SCHEMA), created beforehand */
  schema?: string;
  redisUrl: string;
  redisPrefix: string;
  /** S3_* settings */
  s3Env: Record<string, string>;
  /** more settings for every process (they override the child-server defaults) */
  env?: Record<string, string>;
  /** start the first process alone (it may seed), then the others together */
  firstAlone?: boolean;
  /** settings of the first process only (e.g. SEED_DEMO=on) */
  firstEnv?: Record<string, string>;
  nginxWorkers?: number;
}

export interface Cluster {
  /** nginx's address */
  url: string;
  servers: ChildServer[];
  nginx: RunningNginx;
  /** one process's settings */
  processEnv: Record<string, string>;
  /**
   * A rolling restart without a failed request: each process in turn is marked down in nginx (reload: new
   * requests go to the others), stopped gracefully (SIGTERM: it finishes what it has), started again on its
   * port, and marked up again, before the next one goes.
   */
  restartAll(): Promise<void>;
  stop(): Promise<void>;
}

/** Migrations run once, before any process starts (the processes' own migration then finds nothing to do). */
export async function migrateOnce(databaseUrl: string, schema?: string): Promise<void> {
  const db = openDatabase({ dataDir: os.tmpdir(), databaseUrl, pgSchema: schema, poolSize: 2 }); // one holds the migration lock
  try {
    await migrateToLatest(db.kysely, schema);
  } finally {
    await db.close();
  }
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const processEnv: Record<string, string> = {
    REDIS_URL: opts.redisUrl,
    REDIS_PREFIX: opts.redisPrefix,
    ...(opts.schema ? { DATABASE_SCHEMA: opts.schema } : {}),
    ...opts.s3Env,
    // client addresses come from nginx's X-Forwarded-For (rate limits count per client, not per proxy)
    TRUST_PROXY: '127.0.0.1',
    ...opts.env,
  };
  const dataDirs: string[] = [];
  const servers: ChildServer[] = [];
  let nginx: RunningNginx | undefined;
  const startOne = async (port: number, first: boolean) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stallfeed-cluster-${port}-`));
    dataDirs.push(dataDir);
    const server = await startChildServer({
      port,
      dataDir,
      databaseUrl: opts.databaseUrl,
      env: { ...processEnv, ...(first ? opts.firstEnv : {}) },
    });
    servers.push(server);
    return server;
  };
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const stop = async () => {
    stopping = true;
    await restarting?.catch(() => {}); // it stops the process it is starting
    await nginx?.stop().catch(() => {});
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [first, ...rest] = opts.ports;
    if (first === undefined) throw new Error('a cluster needs at least one port');
    if (opts.firstAlone) {
      await startOne(first, true);
      await Promise.all(rest.map((p) => startOne(p, false)));
    } else {
      await Promise.all(opts.ports.map((p, i) => startOne(p, i === 0)));
    }
    // the order of opts.ports, whatever order they became ready in
    servers.sort((a, b) => opts.ports.indexOf(a.port) - opts.ports.indexOf(b.port));
    nginx = await startNginx({
      listenPort: opts.proxyPort,
      upstreams: opts.ports.map((p) => `127.0.0.1:${p}`),
      workers: opts.nginxWorkers,
    });
  } catch (err) {
    // kill what started (startChildServer already killed a process that failed to start)
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    await nginx?.stop().catch(() => {});
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const restartAll = () => {
    restarting ??= restartEach().finally(() => {
      restarting = undefined;
    });
    return restarting;
  };
  const restartEach = async () => {
    for (let i = 0; i < servers.length && !stopping; i += 1) {
      const old = servers[i]!;
      await nginx!.setDown([`127.0.0.1:${old.port}`]);
      await old.kill('SIGTERM');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stallfeed-cluster-${old.port}-`));
      dataDirs.push(dataDir);
      servers[i] = await startChildServer({
        port: old.port,
        dataDir,
        databaseUrl: opts.databaseUrl,
        env: processEnv,
      });
      // stopped meanwhile: the new process goes too
      if (stopping) await servers[i]!.kill('SIGTERM');
      else await nginx!.setDown([]);
    }
  };
  return { url: nginx.url, servers, nginx, processEnv, restartAll, stop };
}
