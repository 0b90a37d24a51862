import fs from 'node:fs';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Database } from '../server/db/schema';

/**
 * SQL snapshots (docs/decisions/0096-sql-snapshots.md): the SQL every repository method compiles to, on
 * SQLite and on PostgreSQL, written to `sql/<repository>.sql` beside each repository (`server/<domain>/sql/`, or a sub-domain's
 * `server/<domain>/<sub-domain>/sql/`). A changed query shows in review
 * as a changed snapshot; `scripts/sql-snapshots.unit.test.ts` fails when a snapshot is out of date.
 * Run `npm run sql-snapshots` to write them again.
 *
 * Each method runs against a database that only records: it answers every query with no rows, so a method
 * that needs a row stops there (what it compiled until then is kept, and the stop is noted). Arguments are
 * made from the parameter names (`…Id` a text id, `…Ids` two of them, `now`/`since`/… a fixed time, `limit`
 * a number, `db`/`trx` the recording database); objects answer any field by the same rule.
 */

const root = path.resolve(import.meta.dirname, '..');
const FIXED_TIME = 1_767_225_600_000; // 2026-01-01T00:00:00Z

export type Dialect = 'sqlite' | 'postgres';

/** A Kysely that runs nothing: each query's SQL goes to `sink` (and its parameters to `params`), no rows come back. */
export function recordingDb(dialect: Dialect, sink: string[], params: unknown[][] = []): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (dialect === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) =>
        dialect === 'sqlite' ? new SqliteIntrospector(db) : new PostgresIntrospector(db),
      createQueryCompiler: () =>
        dialect === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler(),
    },
    log: (event) => {
      sink.push(event.query.sql);
      params.push([...event.query.parameters]);
    },
  });
}

/** A value for a parameter or field, by its name. */
function valueFor(name: string, db: Kysely<Database>, depth = 0): unknown {
  const n = name.replace(/^_+/, '');
  if (/^(db|trx|executor|tx)$/.test(n)) return db;
  if (/(Ids|ids|paths|Paths|keys|Keys|tags|categories|Codes|hashes|names|words)$/.test(n))
    return ['id-1', 'id-2'];
  if (/^(now|since|before|after|at|until|expiresAt|cutoff|olderThan|soldAt)$|At$|_at$/.test(n))
    return FIXED_TIME;
  if (/^(limit|max|count|qty|quantity|units|position|offset|days|threshold)$/.test(n)) return 20;
  if (/(cents|Cents|_bp|Bp|price|Price|total|Total|amount)$/.test(n)) return 100;
  if (
    /^(row|rows|values|patch|input|opts|options|filter|post|product|user|session|lines|line|claim|refund|changes|fields|data|cursor|page|query)$/.test(
      n,
    ) &&
    depth < 2
  ) {
    return objectFor(db, depth + 1, n === 'lines' || n === 'rows');
  }
  return 'id-1';
}

/** An object whose every field is made by name; with `list`, an array of one such object. */
function objectFor(db: Kysely<Database>, depth: number, list: boolean): unknown {
  const proxy = new Proxy({} as Record<string, unknown>, {
    get: (_t, key) => (typeof key === 'string' && key !== 'then' ? valueFor(key, db, depth) : undefined),
  });
  return list ? [proxy] : proxy;
}

/** Parameter names of a compiled method (`async name(a, b = 1, { c })` → ['a', 'b', 'c']). */
function parameterNames(fn: (...args: unknown[]) => unknown): string[] {
  const source = fn.toString();
  const open = source.indexOf('(');
  let depth = 0;
  let close = open;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) {
      close = i;
      break;
    }
  }
  const list = source.slice(open + 1, close).trim();
  if (!list) return [];
  const names: string[] = [];
  let level = 0;
  let current = '';
  for (const ch of list) {
    if ('{[('.includes(ch)) level++;
    if ('}])'.includes(ch)) level--;
    if (ch === ',' && level === 0) {
      names.push(current);
      current = '';
    } else current += ch;
  }
  names.push(current);
  return names.map((p) => {
    const name = p.split('=')[0]!.trim();
    return name.startsWith('{') ? 'opts' : name.replace(/^\.\.\./, '');
  });
}

interface RepositoryModule {
  file: string;
  exportName: string;
}

/** Every `*repository.ts` of the server and the repository classes it exports. */
async function repositories(): Promise<
  (RepositoryModule & { ctor: new (db: Kysely<Database>) => object })[]
> {
  const found: (RepositoryModule & { ctor: new (db: Kysely<Database>) => object })[] = [];
  const serverDir = path.join(root, 'server');
  // every folder of the server, sub-domains too (server/orders/core/, server/accounts/sso/ …)
  const dirs = [
    serverDir,
    ...fs
      .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(serverDir, f))
      .filter((f) => fs.statSync(f).isDirectory()),
  ].sort();
  for (const dir of dirs) {
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('repository.ts')) continue;
      const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
        if (typeof value === 'function' && /Repository$/.test(exportName)) {
          found.push({
            file: path.relative(root, path.join(dir, file)),
            exportName,
            ctor: value as new (db: Kysely<Database>) => object,
          });
        }
      }
    }
  }
  return found;
}

async function record(
  repo: { ctor: new (db: Kysely<Database>) => object },
  method: string,
  dialect: Dialect,
): Promise<string[]> {
  const sink: string[] = [];
  const db = recordingDb(dialect, sink);
  const instance = new repo.ctor(db) as Record<string, (...args: unknown[]) => unknown>;
  const fn = instance[method]!;
  const args = parameterNames(fn).map((name) => valueFor(name, db));
  try {
    const result = fn.apply(instance, args);
    // a method may return a query builder or an async iterable; run what it gives
    if (result && typeof (result as Promise<unknown>).then === 'function') await result;
  } catch (err) {
    sink.push(`-- (stopped: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
  return sink.map((sql) => sql.replace(/\s+/g, ' ').trim());
}

/** file path → snapshot text, for every repository. */
export async function sqlSnapshots(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const repo of await repositories()) {
    const methods = Object.getOwnPropertyNames(repo.ctor.prototype)
      .filter((m) => m !== 'constructor' && typeof repo.ctor.prototype[m] === 'function')
      .sort();
    const parts: string[] = [];
    for (const method of methods) {
      const sqlite = await record(repo, method, 'sqlite');
      const postgres = await record(repo, method, 'postgres');
      parts.push(
        `-- ${repo.exportName}.${method}\n-- sqlite\n${sqlite.join(';\n') || '-- (no query)'}\n-- postgres\n${postgres.join(';\n') || '-- (no query)'}\n`,
      );
    }
    const target = path.join(path.dirname(repo.file), 'sql', `${path.basename(repo.file, '.ts')}.sql`);
    const header = `-- Generated by scripts/sql-snapshots.ts from ${repo.file} (npm run sql-snapshots). Do not edit.\n\n`;
    out.set(target, (out.get(target) ?? header) + parts.join('\n'));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const snapshots = await sqlSnapshots();
  for (const [file, text] of snapshots) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  console.log(`Wrote ${snapshots.size} SQL snapshot files.`);
}
