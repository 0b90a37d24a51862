import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../server/db/schema';
import { hiddenSql, repositorySnapshot, sqlSnapshots } from './sql-snapshots';

// docs/decisions/0096-sql-snapshots.md: the checked-in snapshots are what the repositories compile to now.
const root = path.resolve(import.meta.dirname, '..');

describe('SQL snapshots', () => {
  it('every repository method’s SQL matches its checked-in snapshot (npm run sql-snapshots writes them)', async () => {
    const snapshots = await sqlSnapshots();
    expect(snapshots.size).toBeGreaterThanOrEqual(15);
    const stale: string[] = [];
    for (const [file, text] of snapshots) {
      const onDisk = fs.existsSync(path.join(root, file))
        ? fs.readFileSync(path.join(root, file), 'utf8')
        : '';
      if (onDisk !== text) stale.push(file);
    }
    const orphans = fs
      .readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /(^|\/)sql\/[^/]+\.sql$/.test(f))
      .map((f) => path.join('server', f))
      .filter((f) => !snapshots.has(f));
    expect({ stale, orphans }).toEqual({ stale: [], orphans: [] });
  }, 30_000);

  it('records both dialects: PostgreSQL numbers its parameters, SQLite does not', async () => {
    const keys = (await sqlSnapshots()).get(
      path.join('server', 'orders', 'idempotency', 'sql', 'repository.sql'),
    )!;
    const claim = keys.slice(keys.indexOf('-- IdempotencyRepository.recordRequest'));
    expect(claim).toMatch(/-- sqlite\ninsert into "order_requests" .* values \(\?, \?/);
    expect(claim).toMatch(/-- postgres\ninsert into "order_requests" .* values \(\$1, \$2/);
  }, 30_000);

  it('every entry shows its SQL: none stopped before its query, ran none unexplained, or inserted no columns', async () => {
    const hidden = [...(await sqlSnapshots())].flatMap(([file, text]) =>
      hiddenSql(text).map((h) => `${file} ${h}`),
    );
    expect(hidden).toEqual([]);
  }, 30_000);

  it('a method whose arguments the names cannot make is caught, and its sample shows the SQL', async () => {
    // a repository as a new domain would write it: a row whose fields become columns, a list the names cannot
    // make, a read before a write, a transaction wrapper
    class PantryRepository {
      constructor(private readonly db: Kysely<Database>) {}
      async add(row: Database['mail_outbox']) {
        await this.db.insertInto('mail_outbox').values(row).execute();
      }
      async readdress(moves: { id: string; to: string }[]) {
        for (const move of moves.map((m) => m)) {
          const there = await this.db
            .selectFrom('mail_outbox')
            .select('id')
            .where('id', '=', move.id)
            .executeTakeFirst();
          if (there)
            await this.db
              .updateTable('mail_outbox')
              .set({ to_address: move.to })
              .where('id', '=', there.id)
              .execute();
        }
      }
      transaction(work: () => Promise<void>) {
        return this.db.transaction().execute(work);
      }
    }
    expect(hiddenSql(await repositorySnapshot('PantryRepository', PantryRepository))).toEqual([
      'PantryRepository.add: insert into "mail_outbox" () values ()',
      'PantryRepository.readdress: -- (stopped: moves.map is not a function or its return value is not iterable)',
      'PantryRepository.transaction: -- (stopped: callback is not a function)',
    ]);

    const sampled = await repositorySnapshot('PantryRepository', PantryRepository, {
      add: { args: (_db, make) => [make.row('mail_outbox', { to_address: 'ahkam@example.com' })] },
      readdress: { args: () => [[{ id: 'mail-1', to: 'ahkam@example.com' }]] },
      transaction: { noQuery: 'runs its callback in a transaction' },
    });
    expect(hiddenSql(sampled)).toEqual([]);
    // every column of the table as the migrations made it
    expect(sampled).toMatch(/insert into "mail_outbox" \("id", "to_address", [^)]+\) values \(\?, \?/);
    // the read answered a row, so the write after it shows too
    expect(sampled).toMatch(
      /select "id" from "mail_outbox" where "id" = \?;\nupdate "mail_outbox" set "to_address" = \?/,
    );
    expect(sampled).toContain('-- (no query: runs its callback in a transaction)');
  }, 30_000);
});
