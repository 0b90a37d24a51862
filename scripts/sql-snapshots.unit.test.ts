import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlSnapshots } from './sql-snapshots';

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
    const claim = keys.slice(keys.indexOf('-- IdempotencyRepository.claimRequest'));
    expect(claim).toMatch(/-- sqlite\ninsert into "order_requests" .* values \(\?, \?/);
    expect(claim).toMatch(/-- postgres\ninsert into "order_requests" .* values \(\$1, \$2/);
  }, 30_000);
});
