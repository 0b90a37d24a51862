import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import type { Database } from '../server/db/schema';
import type { SampleMaker, SqlSample } from '../server/db/sql-samples';

/**
 * SQL snapshots (docs/decisions/0096-sql-snapshots.md): the SQL every repository method compiles to, on
 * SQLite and on PostgreSQL, written to `sql/<repository>.sql` beside each repository (`server/<domain>/sql/`, or a sub-domain's
 * `server/<domain>/<sub-domain>/sql/`). A changed query shows in review
 * as a changed snapshot; `scripts/sql-snapshots.unit.test.ts` fails when a snapshot is out of date.
 * Run `npm run sql-snapshots` to write them again.
 *
 * Each method runs against a database that only records: the first time it sees a read, it answers one row
 * whose fields are made by name, so a method that reads before it writes goes on to its write. Arguments come
 * from the method's sample (`x-repository.sql-samples.ts` beside the repository, server/db/sql-samples.ts) or,
 * without one, from the parameter names (`…Id` a text id, `…Ids` two of them, `now`/`since`/… a fixed time,
 * `limit` a number, `db`/`trx` the recording database; objects answer any field by the same rule).
 * `scripts/sql-snapshots.unit.test.ts` fails on a method that stopped before its SQL, wrote nothing without
 * saying why, or inserted no columns: each such method needs a sample.
 */

const root = path.resolve(import.meta.dirname, '..');
const FIXED_TIME = 1_767_225_600_000; // 2026-01-01T00:00:00Z

export type Dialect = 'sqlite' | 'postgres';

/**
 * A Kysely that runs nothing: each query's SQL goes to `sink` (and its parameters to `params`). With
 * `answer`, each statement that reads rows (a select, or a write with `returning`) gets one row the first
 * time its SQL is seen, its fields made by name like the arguments, and a write reports one row changed: a
 * method that reads a row before it writes goes on to its write. A statement seen again gets no rows, so a
 * method that loops until a read comes back empty ends.
 */
export function recordingDb(
  dialect: Dialect,
  sink: string[],
  params: unknown[][] = [],
  answer: false | Record<string, unknown> = false,
): Kysely<Database> {
  const seen = new Set<string>();
  const driver = new DummyDriver();
  if (answer) {
    driver.acquireConnection = async () => ({
      executeQuery: async (query: CompiledQuery) => {
        const reads = /^\s*(with|select)\b|\breturning\b/i.test(query.sql);
        const first = !seen.has(query.sql);
        seen.add(query.sql);
        if (reads) return { rows: first ? [rowFor(answer)] : [] } as QueryResult<never>;
        return { rows: [], numAffectedRows: 1n } as QueryResult<never>;
      },
      streamQuery: async function* () {},
    });
  }
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (dialect === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => driver,
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

/** A row as a database answers it: fields by name, lists as JSON text (as the JSON columns are read), `fields` first. */
function rowFor(fields: Record<string, unknown>): Record<string, unknown> {
  return new Proxy({} as Record<string, unknown>, {
    get: (_t, key) => {
      if (typeof key !== 'string' || key === 'then') return undefined;
      if (key in fields) return fields[key];
      if (key.endsWith('_json')) return '[]'; // a JSON list built by the query (categories_json, variants_json)
      const value = valueFor(key, undefined as unknown as Kysely<Database>, 2);
      return Array.isArray(value) ? JSON.stringify(value) : value;
    },
  });
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
  samples: Record<string, SqlSample>;
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
      const samplesFile = path.join(dir, file.replace(/\.ts$/, '.sql-samples.ts'));
      const samples = fs.existsSync(samplesFile)
        ? ((await import(samplesFile)) as { sqlSamples: Record<string, Record<string, SqlSample>> })
            .sqlSamples
        : {};
      for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
        if (typeof value === 'function' && /Repository$/.test(exportName)) {
          found.push({
            file: path.relative(root, path.join(dir, file)),
            exportName,
            samples: samples[exportName] ?? {},
            ctor: value as new (db: Kysely<Database>) => object,
          });
        }
      }
    }
  }
  return found;
}

let tableColumns: Promise<Map<string, string[]>> | undefined;

/** Every table's columns, read from an embedded database the migrations built (once per run). */
function columnsOfTables(): Promise<Map<string, string[]>> {
  tableColumns ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-snapshots-'));
    const db = openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(db.kysely);
      const { rows } = await sql<{ tbl: string; col: string }>`
        select m.name as tbl, p.name as col from sqlite_master m join pragma_table_info(m.name) p
        where m.type = 'table' order by m.name, p.cid`.execute(db.kysely);
      const columns = new Map<string, string[]>();
      for (const r of rows) columns.set(r.tbl, [...(columns.get(r.tbl) ?? []), r.col]);
      return columns;
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  })();
  return tableColumns;
}

function sampleMaker(columns: Map<string, string[]>, db: Kysely<Database>): SampleMaker {
  return {
    row<T>(table: string, fields: Partial<T> = {}) {
      const cols = columns.get(table);
      if (!cols) throw new Error(`no table ${table}`);
      return Object.fromEntries(
        cols.map((c) => [c, c in fields ? (fields as Record<string, unknown>)[c] : valueFor(c, db, 2)]),
      ) as T;
    },
  };
}

async function record(
  repo: { ctor: new (db: Kysely<Database>) => object },
  method: string,
  dialect: Dialect,
  sample: SqlSample | undefined,
): Promise<string[]> {
  const noQuery = typeof sample?.noQuery === 'string' ? sample.noQuery : sample?.noQuery?.[dialect];
  if (noQuery) return [`-- (no query: ${noQuery})`];
  const sink: string[] = [];
  const db = recordingDb(dialect, sink, [], sample?.row ?? {});
  const instance = new repo.ctor(db) as Record<string, (...args: unknown[]) => unknown>;
  const fn = instance[method]!;
  const args = sample?.args
    ? sample.args(db, sampleMaker(await columnsOfTables(), db))
    : parameterNames(fn).map((name) => valueFor(name, db));
  try {
    const result = fn.apply(instance, args);
    // a method may return a query builder or an async iterable; run what it gives
    if (result && typeof (result as Promise<unknown>).then === 'function') await result;
    // a method that builds a query for others to run (`private accounts()`) shows the query it builds
    else if (result && typeof (result as { compile?: unknown }).compile === 'function')
      sink.push((result as { compile: () => { sql: string } }).compile().sql);
  } catch (err) {
    sink.push(`-- (stopped: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
  return sink.map((sql) => sql.replace(/\s+/g, ' ').trim());
}

/** One repository class's snapshot entries: per method, the SQLite statements, then the PostgreSQL ones. */
export async function repositorySnapshot(
  exportName: string,
  ctor: new (db: Kysely<Database>) => object,
  samples: Record<string, SqlSample> = {},
): Promise<string> {
  const methods = Object.getOwnPropertyNames(ctor.prototype)
    .filter((m) => m !== 'constructor' && typeof ctor.prototype[m] === 'function')
    .sort();
  const parts: string[] = [];
  for (const method of methods) {
    const sqlite = await record({ ctor }, method, 'sqlite', samples[method]);
    const postgres = await record({ ctor }, method, 'postgres', samples[method]);
    parts.push(
      `-- ${exportName}.${method}\n-- sqlite\n${sqlite.join(';\n') || '-- (no query)'}\n-- postgres\n${postgres.join(';\n') || '-- (no query)'}\n`,
    );
  }
  return parts.join('\n');
}

/**
 * Entries that do not show a method's SQL: it stopped before its query, ran none without a sample saying why,
 * or inserted a row of no columns (its argument's fields were not made by name). Each needs a sample.
 */
export function hiddenSql(snapshot: string): string[] {
  const hidden: string[] = [];
  let method = '';
  for (const line of snapshot.split('\n')) {
    if (/^-- \w+\.\w+$/.test(line)) method = line.slice(3);
    else if (/^-- \(stopped: |^-- \(no query\)$|\(\) values \(\)/.test(line))
      hidden.push(`${method}: ${line}`);
  }
  return [...new Set(hidden)];
}

/** file path → snapshot text, for every repository. */
export async function sqlSnapshots(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const repo of await repositories()) {
    const target = path.join(path.dirname(repo.file), 'sql', `${path.basename(repo.file, '.ts')}.sql`);
    const header = `-- Generated by scripts/sql-snapshots.ts from ${repo.file} (npm run sql-snapshots). Do not edit.\n\n`;
    out.set(
      target,
      (out.get(target) ?? header) + (await repositorySnapshot(repo.exportName, repo.ctor, repo.samples)),
    );
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
