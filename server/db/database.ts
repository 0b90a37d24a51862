import fs from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { type GroupCommitDatabase, GroupCommitSqliteDialect } from './group-commit';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** the PostgreSQL schema in use when not the default one */
  schema?: string;
  close(): Promise<void>;
}

let pgModule: typeof pg | null = null;

/** node-postgres, loaded when a PostgreSQL database is opened: a server on SQLite starts without it (decision 0249). */
function loadPg(): typeof pg {
  if (pgModule) return pgModule;
  pgModule = createRequire(import.meta.url)('pg') as typeof pg;
  // PostgreSQL returns BIGINT (int8) and NUMERIC as strings; our bigints are millisecond timestamps
  // and cents, far below 2^53, so numbers are exact.
  pgModule.types.setTypeParser(20, (v) => Number(v));
  pgModule.types.setTypeParser(1700, (v) => Number(v));
  return pgModule;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests get a fresh one per file) */
  pgSchema?: string;
  /**
   * The database is a test's (a PostgreSQL schema dropped, a SQLite file deleted when its file ends): its commits
   * need not wait for the disk (PostgreSQL `synchronous_commit=off`, SQLite `synchronous=NORMAL`; a crash of the
   * process still loses nothing committed, a power cut would). Never for a shop's data: an order is answered only
   * once it is on disk.
   */
  throwaway?: boolean;
  /** 1 for SQLite by nature; pool size for PostgreSQL (default: defaultPoolSize()) */
  poolSize?: number;
  /** told of connection errors that no request is waiting for (an idle connection cut by a restart) */
  onConnectionError?: (err: Error) => void;
}

/** no request waits longer than this for a PostgreSQL connection (docs/decisions/0223-dependency-faults.md) */
export const PG_CONNECT_TIMEOUT_MS = 3000;

/**
 * Connections worth having when PostgreSQL runs on this machine: 2 × cores + 1 (docs/decisions/0120).
 * More only queue inside PostgreSQL instead of in the pool, and cost memory and context switches;
 * a page's queries that run in parallel (the feed's hydration) still find a free connection.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return 2 * cores + 1;
}

export function openDatabase(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    const pool = new (loadPg().Pool)({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? defaultPoolSize(),
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      // JIT compiles a statement the planner thinks costly (a search ranking 30,000 matches) and took 0.3–1.7 s
      // doing it for a query that runs in 60 ms (docs/decisions/0237-search-matching.md): off for every session
      options: [
        `-c jit=off`,
        ...(opts.pgSchema ? [`-c search_path=${opts.pgSchema}`] : []),
        ...(opts.throwaway ? ['-c synchronous_commit=off'] : []),
      ].join(' '),
    });
    // A restart of PostgreSQL (57P01) reaches idle connections as an 'error' event; unheard, it would end the
    // process. The pool drops such a connection and opens a new one when asked; requests that were using one
    // get the error as their query's rejection (answered 503).
    const heard = (err: Error) => opts.onConnectionError?.(err);
    pool.on('error', heard);
    pool.on('connect', (client) => client.on('error', heard));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', schema: opts.pgSchema, close: () => kysely.destroy() };
  }

  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'stallfeed.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write commits; synchronous=FULL makes a committed order survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(opts.throwaway ? 'synchronous = NORMAL' : 'synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MB of pages (SQLite's default is 2 MB): a search ranks every product that matches, and reading 10,000
  // rows through a 2 MB cache took 15 ms where it takes 4 ms warm (docs/decisions/0237-search-matching.md)
  sqlite.pragma('cache_size = -65536');
  // transactions of one turn of the event loop share one COMMIT and its fsync (server/db/group-commit.ts)
  const kysely = new Kysely<Database>({
    dialect: new GroupCommitSqliteDialect(withStatementCache(sqlite), openReadConnection(file)),
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/**
 * The second connection to a SQLite file, for reads outside a transaction: it sees only committed data, so it
 * never waits for a group's COMMIT (docs/decisions/0252-group-commit.md), and it refuses to write.
 */
export function openReadConnection(file: string): GroupCommitDatabase {
  const reader = new SQLite(file);
  reader.pragma('busy_timeout = 5000');
  // the same 64 MB of pages as the writer: the searches and feed pages read here
  reader.pragma('cache_size = -65536');
  reader.pragma('query_only = ON');
  return withStatementCache(reader);
}

/** Prepared statements kept per SQL text; the app has a few hundred distinct statements. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing (parsing and planning the SQL) cost about
 * a tenth of the feed's server CPU (docs/decisions/0125-hot-path-performance.md). This keeps the prepared
 * statements by their SQL text, oldest dropped first past STATEMENT_CACHE_SIZE. A statement still iterating
 * (a streamed query) is busy: the caller then gets a fresh one, as before.
 */
export function withStatementCache(sqlite: SQLite.Database): GroupCommitDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const stmt = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
    get inTransaction() {
      return sqlite.inTransaction;
    },
    close: () => sqlite.close(),
  };
}

/** The cheapest question the database answers: the readiness check's (server/http/readiness.ts). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
