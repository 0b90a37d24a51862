import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReadConnection, withStatementCache } from './database';
import { GROUP_MAX_MEMBERS, type GroupCommitDatabase, GroupCommitSqliteDialect } from './group-commit';

/** Group commit (server/db/group-commit.ts): shared COMMITs, each transaction answered only once on disk. */

interface Schema {
  items: { id: number; note: string };
}

let dir: string;
let file: string;
let raw: SQLite.Database;
let reader: GroupCommitDatabase;
let db: Kysely<Schema>;
let commits: number;
let failNextCommit: boolean;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  file = path.join(dir, 'test.sqlite');
  raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  commits = 0;
  failNextCommit = false;
  const cached = withStatementCache(raw);
  // counts the COMMITs the driver sends, and can make the next one fail as a full disk would
  const counted = {
    prepare(text: string) {
      if (text === 'commit') {
        commits += 1;
        if (failNextCommit) {
          failNextCommit = false;
          throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        }
      }
      return cached.prepare(text);
    },
    get inTransaction() {
      return cached.inTransaction;
    },
    close: () => cached.close(),
  };
  // the read connection openDatabase opens
  reader = openReadConnection(file);
  db = new Kysely<Schema>({ dialect: new GroupCommitSqliteDialect(counted, reader) });
  await sql`create table items (id integer primary key, note text not null)`.execute(db);
  commits = 0;
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (id: number) =>
  db.transaction().execute(async (trx) => {
    await trx
      .insertInto('items')
      .values({ id, note: `item ${id}` })
      .execute();
    // a moment of work inside the transaction, so the others queue behind it
    await new Promise((r) => setImmediate(r));
    return id;
  });

/** What another connection sees: only what is committed. */
function committedIds(): number[] {
  const other = new SQLite(file, { readonly: true });
  try {
    return (other.prepare('select id from items order by id').all() as { id: number }[]).map((r) => r.id);
  } finally {
    other.close();
  }
}

describe('group commit', () => {
  it('a lone transaction is committed before it is answered', async () => {
    await insert(1);
    expect(commits).toBe(1);
    expect(committedIds()).toEqual([1]);
  });

  it('transactions queued together share COMMITs, and each is answered only once it is committed', async () => {
    const n = 40;
    const seenAtAnswer: boolean[] = [];
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        insert(i + 1).then((id) => seenAtAnswer.push(committedIds().includes(id))),
      ),
    );
    expect(committedIds()).toHaveLength(n);
    expect(seenAtAnswer).toEqual(Array(n).fill(true));
    expect(commits).toBeLessThan(n / 4);
  });

  it('a failing transaction rolls back alone; the others of its group are kept', async () => {
    const results = await Promise.allSettled([
      insert(1),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 2, note: 'kept until the error' }).execute();
        await new Promise((r) => setImmediate(r));
        throw new Error('refused');
      }),
      insert(3),
      // a second row with a taken key: a constraint error inside the group
      insert(3),
      insert(4),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(committedIds()).toEqual([1, 3, 4]);
    expect(commits).toBeLessThan(5);
  });

  it('a COMMIT that fails fails every member of its group, and none of their rows is kept', async () => {
    await insert(100);
    failNextCommit = true;
    const results = await Promise.allSettled([insert(1), insert(2), insert(3)]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(committedIds()).toEqual([100]);
    // the connection is usable afterwards
    await insert(5);
    expect(committedIds()).toEqual([5, 100]);
  });

  it('a read outside a transaction is answered at once from what is committed, never from an open group', async () => {
    await insert(1);
    const order: string[] = [];
    const writes = Promise.all([insert(2), insert(3)]).then(() => order.push('writes answered'));
    // the group holding 2 and 3 is open (its COMMIT waits for the end of the turn): the read does not wait for
    // it, and does not see rows that could still be lost
    const seen = (await db.selectFrom('items').select('id').orderBy('id').execute()).map((r) => r.id);
    order.push('read answered');
    await writes;
    expect(seen).toEqual([1]);
    expect(order).toEqual(['read answered', 'writes answered']);
    // once they are answered, they are read
    expect((await db.selectFrom('items').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('a write outside a transaction joins the open group and is answered only once on disk', async () => {
    const inGroup = insert(1);
    const single = db
      .insertInto('items')
      .values({ id: 2, note: 'one statement' })
      .execute()
      .then(() => committedIds());
    expect(await single).toEqual([1, 2]);
    await inGroup;
    expect(commits).toBe(1);
  });

  it('the read connection refuses to write', () => {
    expect(() => reader.prepare('insert into items (id, note) values (9, ?)').run('x')).toThrow(
      /readonly|query_only/i,
    );
  });

  it('a group closes at its size limit even while others keep queueing', async () => {
    const n = GROUP_MAX_MEMBERS * 3;
    await Promise.all(Array.from({ length: n }, (_, i) => insert(i + 1)));
    expect(committedIds()).toHaveLength(n);
    expect(commits).toBeGreaterThanOrEqual(3);
  });

  it('no server code starts a controlled transaction: its commit does not wait for the group', () => {
    // Kysely's startTransaction() releases the connection without waiting for it, so its commit would be
    // answered before the group's COMMIT: only db.transaction().execute() keeps that promise.
    const root = path.join(import.meta.dirname, '..');
    const offenders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => fs.readFileSync(path.join(root, f), 'utf8').includes('.startTransaction('));
    expect(offenders).toEqual([]);
  });
});
