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
const PUBLISHED_READ_MODELS = new Set(['account_names', 'author_cards', 'product_ratings']);

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
const READ = /\.(selectFrom|innerJoin|leftJoin)\(\s*'(\w+)/g;

describe('table ownership', () => {
  const tableOwners = owners();

  it('knows the tables (the scan reads the domains’ and sub-domains’ table declarations)', () => {
    expect(tableOwners.get('users')).toMatch(/^accounts(\/|$)/);
    expect(tableOwners.get('orders')).toBe('orders/core');
    expect(tableOwners.get('order_refunds')).toBe('orders/refunds');
    expect(tableOwners.size).toBeGreaterThan(25);
  });

  it('a table is written only by the folder that owns it', () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const here = rel(file);
      for (const m of fs.readFileSync(file, 'utf8').matchAll(WRITE)) {
        const owner = tableOwners.get(m[2]!);
        if (owner && !here.startsWith(`${owner}/`)) crossings.push(`${here}: ${m[1]}('${m[2]}') of ${owner}`);
      }
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
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(fs.readFileSync(f, 'utf8')),
      )
      .map(rel);
    expect(outside).toEqual([]);
  });
});
