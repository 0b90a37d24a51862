import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock';

/**
 * `npm run backup` / `npm run restore` (docs/reliability.md, docs/decisions/0111-backups.md).
 *
 * A backup is a folder: `database.sqlite` (SQLite's online backup API, a consistent copy taken while the
 * server runs and writes) or `database.dump` (pg_dump, one consistent snapshot), then `images/` — copied
 * after the database, so every image a backed-up row names is in the copy (images are written before the
 * rows that name them) — and `manifest.json`.
 */
const run = promisify(execFile);

export interface BackupSource {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema when not public (the tests use one per file) */
  pgSchema?: string;
}

export interface Manifest {
  created_at: string;
  database: 'sqlite' | 'postgres';
  pg_schema?: string;
  images: number;
}

const SQLITE_FILE = 'stallfeed.sqlite';

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Writes a backup folder under `outDir` and answers its path. */
export async function backup(source: BackupSource, outDir: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = path.resolve(outDir, `stallfeed-backup-${stamp}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    await copyInto(source, dir);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true }); // no half backup left looking like a whole one
    throw err;
  }
  return dir;
}

async function copyInto(source: BackupSource, dir: string): Promise<void> {
  if (source.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...(source.pgSchema ? [`--schema=${source.pgSchema}`] : []),
      `--file=${path.join(dir, 'database.dump')}`,
      `--dbname=${source.databaseUrl}`,
    ]);
  } else {
    const file = path.join(source.dataDir, SQLITE_FILE);
    if (!fs.existsSync(file)) throw new Error(`No database at ${file}`);
    const db = new SQLite(file, { fileMustExist: true });
    try {
      // the online backup API copies page by page and restarts when the server writes meanwhile
      await db.backup(path.join(dir, 'database.sqlite'));
    } finally {
      db.close();
    }
  }
  const images = path.join(source.dataDir, 'images');
  if (fs.existsSync(images)) fs.cpSync(images, path.join(dir, 'images'), { recursive: true });
  const manifest: Manifest = {
    created_at: new Date().toISOString(),
    database: source.databaseUrl ? 'postgres' : 'sqlite',
    ...(source.pgSchema ? { pg_schema: source.pgSchema } : {}),
    images: countFiles(path.join(dir, 'images')),
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Brings a backup back into an empty data folder (and, for PostgreSQL, an empty database or schema).
 * Refuses a folder that already holds a database or images, and a folder a running server holds.
 */
export async function restore(backupDir: string, target: BackupSource): Promise<Manifest> {
  const manifestFile = path.join(backupDir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${backupDir} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if ((manifest.database === 'postgres') !== Boolean(target.databaseUrl))
    throw new Error(
      `This backup is of a ${manifest.database} database; set ${manifest.database === 'postgres' ? 'DATABASE_URL' : 'no DATABASE_URL'} to restore it`,
    );
  fs.mkdirSync(target.dataDir, { recursive: true });
  for (const name of [SQLITE_FILE, 'images'])
    if (fs.existsSync(path.join(target.dataDir, name)))
      throw new Error(
        `${target.dataDir} is not empty (${name} exists): restore goes into an empty data folder`,
      );
  const unlock = lockDataDir(target.dataDir);
  try {
    if (target.databaseUrl) await restorePostgres(backupDir, target.databaseUrl, manifest.pg_schema);
    else fs.copyFileSync(path.join(backupDir, 'database.sqlite'), path.join(target.dataDir, SQLITE_FILE));
    const images = path.join(backupDir, 'images');
    if (fs.existsSync(images)) fs.cpSync(images, path.join(target.dataDir, 'images'), { recursive: true });
  } finally {
    unlock();
  }
  return manifest;
}

async function restorePostgres(backupDir: string, url: string, schema?: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(
      'select count(*)::int as n from information_schema.tables where table_schema = $1',
      [schema ?? 'public'],
    );
    if (tables.rows[0].n > 0)
      throw new Error(
        `The database already has tables in schema ${schema ?? 'public'}: restore goes into an empty one`,
      );
    // the dump creates its own (non-public) schema
    if (schema) await client.query(`drop schema if exists ${pg.escapeIdentifier(schema)}`);
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${url}`,
    path.join(backupDir, 'database.dump'),
  ]);
}
