import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** the PostgreSQL schema in use when not the default one */
  schema?: string;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (int8) and NUMERIC as strings; our bigints are millisecond timestamps
// and cents, far below 2^53, so numbers are exact.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests get a fresh one per file) */
  pgSchema?: string;
  /** 1 for SQLite by nature; pool size for PostgreSQL (default: defaultPoolSize()) */
  poolSize?: number;
}

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
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? defaultPoolSize(),
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', schema: opts.pgSchema, close: () => kysely.destroy() };
  }

  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'stallfeed.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write commits; synchronous=FULL makes a committed order survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
