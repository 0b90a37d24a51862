import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/0095-reading-across-domains.md, checked: SQL on a table appears only in its own domain's
 * repositories; other domains may join only the read models (views) an owner publishes.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const PUBLISHED_READ_MODELS = new Set(['account_names']);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

const domainOf = (file: string) => path.relative(serverDir, file).split(path.sep)[0]!;
const sources = files(serverDir).filter((f) => !f.includes('.test.') && !f.endsWith('migrations.ts'));

/** table → owning domain, from each domain's `*tables.ts` interfaces */
function owners(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of files(serverDir).filter((f) => f.endsWith('tables.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const block of text.matchAll(/export interface \w+Tables\s*\{([^}]*)\}/g)) {
      for (const key of block[1]!.matchAll(/^\s*(\w+):/gm)) map.set(key[1]!, domainOf(file));
    }
  }
  return map;
}

const SQL_ON_TABLE = /\.(selectFrom|innerJoin|leftJoin|insertInto|updateTable|deleteFrom)\(\s*'(\w+)/g;

describe('table ownership', () => {
  const tableOwners = owners();

  it('knows the tables (the scan reads the domains’ table declarations)', () => {
    expect(tableOwners.get('users')).toBe('accounts');
    expect(tableOwners.get('orders')).toBe('orders');
    expect(tableOwners.size).toBeGreaterThan(25);
  });

  it('no domain queries another domain’s tables except its published read models', () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(SQL_ON_TABLE)) {
        const owner = tableOwners.get(m[2]!);
        if (owner && owner !== domainOf(file) && !PUBLISHED_READ_MODELS.has(m[2]!)) {
          crossings.push(`${path.relative(serverDir, file)}: ${m[1]}('${m[2]}') of ${owner}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('SQL lives only in repositories', () => {
    const outside = sources
      .filter((f) => !/repository\.ts$/.test(f) && !f.includes(`${path.sep}db${path.sep}`))
      .filter((f) =>
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(fs.readFileSync(f, 'utf8')),
      )
      .map((f) => path.relative(serverDir, f));
    expect(outside).toEqual([]);
  });
});
