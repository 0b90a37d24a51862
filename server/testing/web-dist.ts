import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * A test server serving a built web app made of `files` (path in the build → content), as `vite build` leaves
 * one; started before the file's tests and removed after them. Read `current()` inside a test.
 */
export function serverWithWebDist(files: Record<string, string>): { current: () => TestServer } {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-dist-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return {
    current: () => {
      if (!server) throw new Error('the server starts before the tests');
      return server;
    },
  };
}
