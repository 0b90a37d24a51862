import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createProduct } from '../posts/test-helpers';
import { type RunningServer, startServer } from '../start-server';
import { withSchemaLock } from '../testing/schema-lock';
import { signUp, startTestServer, type TestServer, usePostgres } from '../testing/test-server';
import { backup, restore } from './backup';

// Backup and restore (docs/reliability.md): write, back up while the server runs, write more, restore
// into an empty data folder and find exactly the backed-up state, images included.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-backup-test-'));
let server: TestServer | undefined;
let restored: RunningServer | undefined;
afterAll(async () => {
  await restored?.stop();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Listed = { _id: string; price: number; imagePaths: string[] }[];

describe('backup and restore', () => {
  it('restores exactly the backed-up state, images included', { timeout: 60_000 }, async () => {
    server = await startTestServer();
    const seller = await signUp(server, 's');
    const kept = await createProduct(server, seller.token, { name: 'Kept', price: 10 });
    const list = async (url: string) =>
      (
        (await (
          await fetch(`${url}/api/res/product/list`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}` },
            body: JSON.stringify({ data: { mine: true } }),
          })
        ).json()) as { data: Listed }
      ).data.map((p) => ({ id: p._id, price: p.price, images: p.imagePaths }));
    const atBackup = await list(server.url);
    expect(atBackup).toHaveLength(1);

    // taken while the server runs, with a write racing it
    const schema = server.db.schema;
    const source = {
      dataDir: server.dataDir,
      databaseUrl: server.databaseUrl,
      pgSchema: schema,
    };
    const racing = createProduct(server, seller.token, { name: 'Racing the backup', price: 20 });
    const dir = await backup(source, path.join(tmp, 'out'));
    const raced = await racing;
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.images).toBeGreaterThan(0);

    // more writes after the backup: a new product with its image, and a price change
    await createProduct(server, seller.token, { name: 'Added later', price: 30 });
    const edited = await server.call(
      '/res/product/update',
      {
        id: kept._id,
        name: 'Kept',
        description: 'changed after the backup',
        price: 99,
        cost: 1,
        quantity: 1,
        imagePath: kept.imagePaths,
      },
      { token: seller.token },
    );
    expect(edited.status).toBe(200);
    expect(await list(server.url)).toHaveLength(3);
    await server.stop();

    // restore into an empty data folder (and, on PostgreSQL, the schema emptied)
    const dataDir = path.join(tmp, 'restored');
    if (usePostgres)
      await withSchemaLock(server.databaseUrl!, (admin) => admin.query(`drop schema ${schema} cascade`));
    await restore(dir, { dataDir, databaseUrl: source.databaseUrl, pgSchema: schema });
    await expect(
      restore(dir, { dataDir, databaseUrl: source.databaseUrl, pgSchema: schema }),
    ).rejects.toThrow(/not empty|already has tables/);

    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'off',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
    });
    const start = () => startServer(config, { pgSchema: schema });
    restored = await start(); // its migration takes the schema lock itself
    // the product created during the backup is wholly in it or wholly not; nothing written after it is
    const back = await list(restored.url);
    const withRaced = [{ id: raced._id, price: 20, images: raced.imagePaths }, ...atBackup];
    expect([atBackup, withRaced]).toContainEqual(back);
    // the backed-up images are served from the restored folder
    const image = await fetch(`${restored.url}/img/${atBackup[0]!.images[0]}`);
    expect(image.status).toBe(200);
  });
});
