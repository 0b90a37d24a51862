import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { type RunningServer, startServer } from '../start-server';
import { freshTestDatabase, TEST_SCHEMA } from './pg-template';

/**
 * A real server on an ephemeral port with a fresh database for one test file:
 * SQLite in a temporary folder, or (TEST_DB_KIND=postgres) a database of its own on TEST_DATABASE_URL's server,
 * copied from a migrated template (pg-template.ts).
 */
export interface TestServer extends RunningServer {
  dbKind: 'sqlite' | 'postgres';
  /** the server's data folder (SQLite file, images, outbox) */
  dataDir: string;
  /** on PostgreSQL, the URL of the file's own database (its tables are in the schema `db.schema`) */
  databaseUrl?: string;
  /** POST /api<path> with {data}, returning status and parsed body */
  call<T = unknown>(
    apiPath: string,
    data?: unknown,
    opts?: { token?: string; headers?: Record<string, string> },
  ): Promise<ApiResult<T>>;
  close(): Promise<void>;
}

export interface ApiResult<T> {
  status: number;
  body: { success: true; data: T } | { success: false; error: { message: string; code: number } };
  headers: Headers;
  /** data of a success; throws with the error otherwise */
  data: T;
}

export const usePostgres = process.env.TEST_DB_KIND === 'postgres';

export const UNLIMITED_WRITES = {
  WRITES_PER_MINUTE_PER_ACCOUNT: '1000000',
  WRITES_PER_MINUTE_PER_ADDRESS: '1000000',
  COMMENTS_PER_MINUTE: '1000000',
  POSTS_PER_HOUR: '1000000',
};

export async function startTestServer(
  env: Record<string, string> = {},
  opts: { now?: () => number } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-test-'));
  const pgUrl = usePostgres ? process.env.TEST_DATABASE_URL : undefined;
  if (usePostgres && !pgUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  // a database of its own, copied from the migrated template (server/testing/pg-template.ts)
  const pgDatabase = pgUrl ? await freshTestDatabase(pgUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
    // every test drives its accounts from 127.0.0.1 far faster than people do; the limits' own
    // tests (server/reliability/limits.api.test.ts) set them low
    ...UNLIMITED_WRITES,
    ...env,
  });
  // the database is dropped at close, so no commit waits for the disk (docs/quality.md, "Test run time": on
  // PostgreSQL this changed no measurable time, on SQLite 196 -> 177 s)
  const server = await startServer(config, {
    pgSchema: pgDatabase ? TEST_SCHEMA : undefined,
    throwaway: true,
    now: opts.now,
  });

  async function call<T>(
    apiPath: string,
    data?: unknown,
    opts: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResult<T>> {
    const res = await fetch(`${server.url}/api${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: JSON.stringify({ data: data ?? {} }),
    });
    const body = (await res.json()) as ApiResult<T>['body'];
    return {
      status: res.status,
      body,
      headers: res.headers,
      get data(): T {
        if (!body.success) throw new Error(`${apiPath} failed: ${res.status} ${JSON.stringify(body.error)}`);
        return body.data;
      },
    };
  }

  return {
    ...server,
    dbKind: usePostgres ? 'postgres' : 'sqlite',
    dataDir,
    databaseUrl: pgDatabase?.url,
    call,
    close: async () => {
      await server.stop();
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** a unique email per call, so tests never collide */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.test`;
}

export const TEST_PASSWORD = 'correct horse battery';

/** registers a user and returns its session */
export async function signUp(
  server: TestServer,
  role: 's' | 'c' = 'c',
  email = uniqueEmail(role === 's' ? 'seller' : 'buyer'),
) {
  const res = await server.call<{ token: string; user_id: string; role: 's' | 'c'; email: string }>(
    '/auth/user/register',
    { email, passwd: TEST_PASSWORD, role },
  );
  return res.data;
}

export type TestSession = Awaited<ReturnType<typeof signUp>>;

/** The usual cast of an ownership test: two sellers and two buyers, signed up at once. */
export async function signUpCast(server: TestServer) {
  const [seller, otherSeller, buyer, otherBuyer] = await Promise.all([
    signUp(server, 's'),
    signUp(server, 's'),
    signUp(server, 'c'),
    signUp(server, 'c'),
  ]);
  return { seller, otherSeller, buyer, otherBuyer };
}
