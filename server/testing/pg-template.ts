import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { allMigrations, migrateToLatest } from '../db/migrations';

/**
 * Each API test file on PostgreSQL gets a database of its own, copied from a template that has every migration
 * applied (docs/quality.md, "Test run time"). Migrating a fresh schema per file took 1.3–2.5 s, one file at a time
 * (a migration locks every schema of the database, server/db/migrations.ts); `CREATE DATABASE … TEMPLATE` takes
 * 50–500 ms and needs no lock shared across files, since an advisory lock and the migrator's look at the schemas are
 * both within one database. The server on the copy finds nothing left to migrate.
 *
 * The template is named by a hash of the migrations' names and code, so a changed or new migration makes a new
 * one, and a run of the same code reuses it. `TEST_DATABASE_URL`'s role must be allowed to create databases.
 */

/** the schema the template's tables are in: each copy's server uses it as its search path, as a test's schema was */
export const TEST_SCHEMA = 'app';
/** an advisory lock of the base database: one worker makes the template while the others wait for it */
const TEMPLATE_LOCK_ID = 727_002;
const TEMPLATE_PREFIX = 'stallfeed_tpl_';

function templateName(): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(allMigrations).sort()) {
    const { up, down } = allMigrations[name]!;
    hash.update(`${name}\n${up.toString()}\n${down?.toString() ?? ''}\n`);
  }
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/** the URL of database `name` on the server of `url` */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function makeTemplate(url: string, name: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    // held until this session ends: the other workers wait here, then find the template made
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await admin.query('select datistemplate from pg_database where datname = $1', [name]);
    if (found.rows[0]?.datistemplate) return;
    // a template left half made (a run stopped while migrating), and those of other migrations, go
    const old = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of old.rows) {
      await admin.query(`alter database "${datname}" is_template false`);
      await admin.query(`drop database "${datname}" with (force)`);
    }
    await admin.query(`create database "${name}"`);
    const db = openDatabase({
      dataDir: '',
      databaseUrl: databaseUrl(url, name),
      pgSchema: TEST_SCHEMA,
      poolSize: 2,
    });
    try {
      await db.kysely.schema.createSchema(TEST_SCHEMA).execute();
      await migrateToLatest(db.kysely, TEST_SCHEMA);
    } finally {
      await db.close();
    }
    // marked last: a template is used only once it is whole
    await admin.query(`alter database "${name}" is_template true`);
  });
}

let template: Promise<string> | undefined;
/** the template's name, made by the first file of the run that needs it */
function templateDatabase(url: string): Promise<string> {
  template ??= (async () => {
    const name = templateName();
    await makeTemplate(url, name);
    return name;
  })();
  return template;
}

/** a fresh database with every migration applied; `drop` removes it */
export async function freshTestDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const tpl = await templateDatabase(url);
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(url, (admin) => admin.query(`create database "${name}" template "${tpl}"`));
  return {
    url: databaseUrl(url, name),
    drop: () =>
      withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}
