import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared';

/** Statements compiled once per shape (server/db/prepared.ts, docs/decisions/0125-hot-path-performance.md). */
interface Schema {
  items: { id: string; owner: string; n: number };
}

let db: Kysely<Schema>;
let statements = 0;

beforeAll(async () => {
  const sqlite = new SQLite(':memory:');
  db = new Kysely<Schema>({
    dialect: new SqliteDialect({
      database: {
        prepare(text: string) {
          statements += 1;
          return sqlite.prepare(text);
        },
        close: () => sqlite.close(),
      },
    }),
  });
  await db.schema
    .createTable('items')
    .addColumn('id', 'text')
    .addColumn('owner', 'text')
    .addColumn('n', 'integer')
    .execute();
  await db
    .insertInto('items')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        id: `i${String(i).padStart(2, '0')}`,
        owner: `o${i % 3}`,
        n: i,
      })),
    )
    .execute();
});
afterAll(() => db.destroy());

type Values = { owner: string | undefined; ids: string[] | undefined; rows: number };
const build = (v: Values) => {
  let q = db.selectFrom('items').select(['id', 'n']);
  if (v.owner !== undefined) q = q.where('owner', '=', v.owner);
  if (v.ids !== undefined) q = q.where('id', 'in', v.ids);
  return q.orderBy('id', 'desc').limit(v.rows);
};

describe('prepared statements', () => {
  it('answers each shape with each request’s values, as the statement built for them would', async () => {
    const prepared = new PreparedStatements(db, true);
    const cases: Values[] = [
      { owner: 'o1', ids: undefined, rows: 3 },
      { owner: 'o2', ids: undefined, rows: 5 },
      { owner: undefined, ids: ['i01', 'i04', 'i07'], rows: 10 },
      { owner: undefined, ids: ['i02', 'i05', 'i29'], rows: 2 },
      { owner: 'o0', ids: ['i00', 'i03', 'i04'], rows: 10 },
    ];
    for (const values of cases) {
      const got = await prepared.run('items', values, build);
      expect(got).toEqual(await build(values).execute());
    }
    expect((await prepared.run('items', cases[1]!, build)).map((r) => r.id)).toEqual([
      'i29',
      'i26',
      'i23',
      'i20',
      'i17',
    ]);
  });

  it('compiles a shape once: later runs reuse its SQL with new values', async () => {
    const prepared = new PreparedStatements(db, false);
    const compile = { calls: 0 };
    const counted = (v: Values) => {
      compile.calls += 1;
      return build(v);
    };
    for (const owner of ['o0', 'o1', 'o2', 'o0'])
      await prepared.run('items', { owner, ids: undefined, rows: 4 }, counted);
    expect(compile.calls).toBe(1);
    await prepared.run('items', { owner: undefined, ids: ['i01', 'i02'], rows: 4 }, counted);
    await prepared.run('items', { owner: undefined, ids: ['i01', 'i02', 'i03'], rows: 4 }, counted);
    // a list's length is part of its shape
    expect(compile.calls).toBe(3);
    expect(statements).toBeGreaterThan(0);
  });

  it('refuses a builder that changes a value before handing it to Kysely', async () => {
    const prepared = new PreparedStatements(db, false);
    await expect(
      prepared.run('items', { rows: 3 }, (v) =>
        db
          .selectFrom('items')
          .select('id')
          .limit(Number(v.rows) + 1),
      ),
    ).rejects.toThrow(/rows never reached a parameter/);
  });

  it('with verify, catches a builder that branches on a value rather than on its presence', async () => {
    const prepared = new PreparedStatements(db, true);
    const branching = (v: { owner: string }) =>
      db
        .selectFrom('items')
        .select('id')
        .where('owner', typeof v.owner === 'string' && v.owner === 'o1' ? '<>' : '=', v.owner);
    await expect(prepared.run('branch', { owner: 'o1' }, branching)).rejects.toThrow(/differs/);
  });
});
