import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/0095-reading-across-domains.md, checked. A table belongs to the folder whose `tables.ts`
 * declares it: a domain (`server/products/`) or a sub-domain of a large one (`server/orders/refunds/`).
 * - Writes (insert, update, delete) on a table appear only in its owner's repositories.
 * - Reads (select, join) appear only in repositories of the owner's domain (a sibling sub-domain may read,
 *   e.g. the sales reports read orders), or of any domain for a published read model (a view).
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const PUBLISHED_READ_MODELS = new Set([
  'account_names',
  'author_cards',
  'post_saves',
  'product_cards',
  'product_ratings',
]);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

const rel = (file: string) => path.relative(serverDir, file).split(path.sep).join('/');
const domainOf = (folder: string) => folder.split('/')[0]!;
const sources = files(serverDir).filter(
  (f) => !f.includes('.test.') && !f.endsWith('migrations.ts') && !rel(f).includes('/migrations/'),
);

/** table → owning folder (`orders/core`, `products`), from each `*tables.ts`'s `…Tables` interfaces */
function owners(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of files(serverDir).filter((f) => f.endsWith('tables.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const block of text.matchAll(/export interface \w+Tables\s*\{([^}]*)\}/g)) {
      for (const key of block[1]!.matchAll(/^\s*(\w+):/gm)) map.set(key[1]!, path.posix.dirname(rel(file)));
    }
  }
  return map;
}

const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*'(\w+)/g;
/**
 * Writes through the shared helpers of server/db/, which write the table their caller names:
 * `upsertRow(db, 'table', …)` and `new BinStamp({ table: 'table', … })`.
 */
const WRITE_THROUGH = [
  /\b(upsertRow)\(\s*[^,()]+,\s*'(\w+)'/g,
  /\bnew (BinStamp)\(\s*\{[^}]*?\btable:\s*'(\w+)'/g,
];
const HELPER_CALL = /\bupsertRow\(|\bnew BinStamp\(/g;
const READ = /\.(selectFrom|innerJoin|leftJoin)\(\s*'(\w+)/g;

/** [how, table] of each write in a source: its own statements and those it has a shared helper make */
function writes(text: string): [string, string][] {
  return [WRITE, ...WRITE_THROUGH].flatMap((re) =>
    [...text.matchAll(re)].map((m): [string, string] => [m[1]!, m[2]!]),
  );
}

/** a helper call whose table the scan cannot read (not a literal) would write unseen */
function unreadHelperCalls(text: string): number {
  const through = WRITE_THROUGH.reduce((n, re) => n + [...text.matchAll(re)].length, 0);
  return [...text.matchAll(HELPER_CALL)].length - through;
}

describe('table ownership', () => {
  const tableOwners = owners();

  it('knows the tables (the scan reads the domains’ and sub-domains’ table declarations)', () => {
    expect(tableOwners.get('users')).toMatch(/^accounts(\/|$)/);
    expect(tableOwners.get('orders')).toBe('orders/core');
    expect(tableOwners.get('order_refunds')).toBe('orders/refunds');
    expect(tableOwners.size).toBeGreaterThan(25);
  });

  it('sees writes through the shared helpers (upsertRow, BinStamp), which take the table from their caller', () => {
    const text = `
      return upsertRow(this.db, 'delivery_fees', 'seller_id', row);
      await upsertRow(
        trx,
        'selling_setup',
        'seller_id',
        row,
      );
      const REMOVED = new BinStamp({ table: 'notifications', scope: 'user_id', item: 'id', stamp: 'removed_at' });
      const UNSAVED = new BinStamp({
        scope: 'user_id',
        table: 'saved_items',
        item: 'post_id',
        stamp: 'unsaved_at',
      });
      await trx.deleteFrom('orders').execute();`;
    expect(writes(text)).toEqual([
      ['deleteFrom', 'orders'],
      ['upsertRow', 'delivery_fees'],
      ['upsertRow', 'selling_setup'],
      ['BinStamp', 'notifications'],
      ['BinStamp', 'saved_items'],
    ]);
    expect(unreadHelperCalls(text)).toBe(0);
    expect(unreadHelperCalls("upsertRow(db, TABLE, 'id', row); new BinStamp(SPEC);")).toBe(2);
  });

  it('a table is written only by the folder that owns it', () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const here = rel(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const [how, table] of writes(text)) {
        const owner = tableOwners.get(table);
        if (owner && !here.startsWith(`${owner}/`)) crossings.push(`${here}: ${how}('${table}') of ${owner}`);
      }
      if (unreadHelperCalls(text) > 0)
        crossings.push(`${here}: upsertRow/BinStamp with a table not named literally`);
    }
    expect(crossings).toEqual([]);
  });

  it('no domain reads another domain’s tables except its published read models', () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const here = rel(file);
      for (const m of fs.readFileSync(file, 'utf8').matchAll(READ)) {
        const owner = tableOwners.get(m[2]!);
        if (owner && domainOf(owner) !== domainOf(here) && !PUBLISHED_READ_MODELS.has(m[2]!)) {
          crossings.push(`${here}: ${m[1]}('${m[2]}') of ${owner}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('SQL lives only in repositories', () => {
    const outside = sources
      .filter((f) => !/repository\.ts$/.test(f) && !rel(f).startsWith('db/'))
      .filter((f) =>
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bupsertRow\(|\bnew BinStamp\(/.test(
          fs.readFileSync(f, 'utf8'),
        ),
      )
      .map(rel);
    expect(outside).toEqual([]);
  });
});
