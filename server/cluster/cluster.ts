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
  /**
   * Keep the layout serving (docs/decisions/0223-dependency-faults.md): a process that exits is started again
   * on its port (after 1 s, doubling to 30 s while it keeps failing), and nginx stops sending requests to a
   * process whose /readyz says it cannot serve while another can. `npm run cluster` turns it on.
   */
  supervise?: { log: (line: string) => void; readinessEveryMs?: number };
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
  // ports nginx leaves out: the one being restarted, and those not ready while others are
  const restartingPorts = new Set<number>();
  /** ports in a rolling restart: their exit is intended */
  const rolling = new Set<number>();
  let unreadyPorts = new Set<number>();
  const applyDown = () =>
    nginx!.setDown([...new Set([...restartingPorts, ...unreadyPorts])].map((p) => `127.0.0.1:${p}`));
  let readinessTimer: NodeJS.Timeout | undefined;
  const stop = async () => {
    stopping = true;
    clearInterval(readinessTimer);
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
  /** a new process on a port, with a fresh data folder (nothing shared lives there) */
  const startAgain = (port: number) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stallfeed-cluster-${port}-`));
    dataDirs.push(dataDir);
    return startChildServer({ port, dataDir, databaseUrl: opts.databaseUrl, env: processEnv });
  };
  const restartEach = async () => {
    for (let i = 0; i < servers.length && !stopping; i += 1) {
      const old = servers[i]!;
      rolling.add(old.port);
      restartingPorts.add(old.port);
      await applyDown();
      await old.kill('SIGTERM');
      servers[i] = await startAgain(old.port);
      watch(i);
      rolling.delete(old.port);
      restartingPorts.delete(old.port);
      // stopped meanwhile: the new process goes too
      if (stopping) await servers[i]!.kill('SIGTERM');
      else await applyDown();
    }
  };

  /** starts a process again when it exits on its own (not in a rolling restart or a stop) */
  const failures = new Map<number, number>();
  const watch = (i: number) => {
    const server = servers[i]!;
    if (!opts.supervise) return;
    void server.exited.then(async (code) => {
      if (stopping || rolling.has(server.port) || servers[i] !== server) return;
      const n = (failures.get(server.port) ?? 0) + 1;
      failures.set(server.port, n);
      const wait = Math.min(30_000, 1000 * 2 ** (n - 1));
      opts.supervise?.log(
        `process on port ${server.port} exited (${code}); starting it again in ${wait / 1000} s`,
      );
      restartingPorts.add(server.port);
      await applyDown().catch(() => {});
      await new Promise((r) => setTimeout(r, wait));
      if (stopping) return;
      try {
        servers[i] = await startAgain(server.port);
        failures.set(server.port, 0);
        opts.supervise?.log(`process on port ${server.port} is back`);
        restartingPorts.delete(server.port);
        await applyDown();
      } catch (err) {
        opts.supervise?.log(
          `process on port ${server.port} failed to start: ${(err as Error).message.split('\n')[0]}`,
        );
        servers[i] = { ...server, exited: Promise.resolve(null) };
      }
      watch(i);
    });
  };
  servers.forEach((_, i) => {
    watch(i);
  });

  // readiness: leave out processes that cannot serve, unless none can (then each answers 503 with Retry-After)
  if (opts.supervise) {
    readinessTimer = setInterval(async () => {
      if (stopping) return;
      const states = await Promise.all(
        servers.map(async (s) => {
          try {
            const res = await fetch(`${s.url}/readyz`, { signal: AbortSignal.timeout(2500) });
            return res.status === 200;
          } catch {
            return false;
          }
        }),
      );
      const unready = new Set(servers.filter((_, i) => !states[i]).map((s) => s.port));
      const next = unready.size === servers.length ? new Set<number>() : unready;
      if ([...next].join() === [...unreadyPorts].join()) return;
      unreadyPorts = next;
      opts.supervise?.log(
        next.size ? `not ready, left out: ${[...next].join(', ')}` : 'every process is ready',
      );
      await applyDown().catch(() => {});
    }, opts.supervise.readinessEveryMs ?? 2000);
    readinessTimer.unref();
  }
  return { url: nginx.url, servers, nginx, processEnv, restartAll, stop };
}
