import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { usePostgres } from '../testing/test-server';
import { openDatabase } from './database';

/**
 * A shop's database waits for the disk at every commit (an order is answered only once it is on disk); only a
 * test's throwaway database does not (server/testing/test-server.ts, docs/quality.md "Test run time").
 */
describe('commits', () => {
  /** what the connection that writes says of its commits */
  const setting = async (throwaway?: boolean) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-durability-'));
    const db = openDatabase({
      dataDir,
      databaseUrl: usePostgres ? process.env.TEST_DATABASE_URL : undefined,
      pgSchema: usePostgres ? 'public' : undefined,
      poolSize: 1,
      throwaway,
    });
    try {
      return await db.kysely.transaction().execute(async (trx) => {
        if (usePostgres)
          return (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(trx)).rows[0]
            ?.synchronous_commit;
        // SQLite: 2 is FULL (the WAL synced at each commit), 1 is NORMAL (at checkpoints)
        const level = (await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0]
          ?.synchronous;
        return level === 2 ? 'on' : level === 1 ? 'off' : String(level);
      });
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('wait for the disk on a shop’s database, and not on a test’s throwaway one', async () => {
    expect(await setting()).toBe('on');
    expect(await setting(true)).toBe('off');
  });
});
