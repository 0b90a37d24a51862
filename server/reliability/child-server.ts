import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerIfStale } from '../../scripts/build-if-stale.mjs';
import { UNLIMITED_WRITES } from '../testing/test-server';

/**
 * The real entry point (server/main.ts, compiled as `npm start` runs it) as a child process, for the reliability runs
 * (docs/reliability.md): started on a data folder or a PostgreSQL database, killed with SIGKILL or
 * stopped with SIGTERM, and watched from outside (its memory and open file handles in /proc).
 */
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server's entry point as `npm start` runs it: server/main.ts compiled into one file (dist/server/main.mjs,
 * docs/decisions/0249-compiled-start.md), built here first when missing or older than the sources (about 0.3 s).
 * A start from it took 2.3–2.6 s of CPU where tsx compiling each of the server's files on load took 5.9–7.1 s, and
 * the crash test alone starts a server six times in each database's run (docs/quality.md, "Test run time").
 */
function serverEntry(): string {
  return buildServerIfStale();
}

/** Node's arguments for a server from `serverEntry()`: stack traces name the TypeScript sources, as `npm start`'s do. */
export function serverArgs(): string[] {
  return ['--enable-source-maps', serverEntry()];
}

export interface ChildServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** resolves with the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export interface ChildOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL; SQLite in dataDir when absent */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** ms to wait for /healthz */
  readyTimeoutMs?: number;
}

export async function startChildServer(opts: ChildOptions): Promise<ChildServer> {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      REDIS_URL: '',
      WEB_DIST: path.join(opts.dataDir, 'no-web-build'),
      // the runs drive a few accounts from 127.0.0.1 at machine speed
      ...UNLIMITED_WRITES,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited at start (${child.exitCode ?? child.signalCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${opts.readyTimeoutMs ?? 60_000} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port: opts.port,
    child,
    exited,
    output: () => out,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resident memory of a process in bytes (Linux /proc), or null elsewhere. */
export function residentBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Open file handles (files, sockets, pipes) of a process (Linux /proc), or null elsewhere. */
export function openHandles(pid: number): number | null {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

/** A port in the range this project's reliability runs use, free at the moment of asking. */
export function randomPort(): number {
  // below Linux's ephemeral range (32768–60999): the OS hands those out to every connection and every server that
  // listens on port 0 (the other test files'), and one of them on this port made a crash run fail with EADDRINUSE
  return 20_000 + Math.floor(Math.random() * 12_000);
}
