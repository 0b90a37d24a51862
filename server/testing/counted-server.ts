import { afterAll } from 'vitest';
import { serverForFile } from './file-server';
import { countQueries, type QueryCounter } from './query-counter';
import type { ApiResult, TestServer } from './test-server';

type CallOptions = Parameters<TestServer['call']>[2];

/**
 * The server of a test file that counts the statements its requests send
 * (docs/decisions/0294-postgresql-statements-are-the-cost.md): the file's server (`serverForFile`) with a
 * `QueryCounter` on its database. The counter is taken off after the file's last test: it wraps Kysely's executor,
 * which the API project's files share within a worker (no module isolation), so one left in place would still wrap
 * the next file's statements.
 */
export interface CountedServer {
  server: TestServer;
  counter: QueryCounter;
  /** the counts are for PostgreSQL: some work is one statement there and two on SQLite */
  postgres: boolean;
  /** one API call, with every statement sent while it ran (`QueryCounter.countedAll`) */
  countedCall<T = unknown>(
    apiPath: string,
    data?: unknown,
    opts?: CallOptions,
  ): Promise<{ result: ApiResult<T>; queries: number; sql: string[] }>;
}

/** Starts the file's server with its statement counter (a top-level `await`, as `serverForFile`). */
export async function countedServer(): Promise<CountedServer> {
  const server = await serverForFile();
  const counter = countQueries(server.db.kysely);
  afterAll(() => counter.restore());
  return {
    server,
    counter,
    postgres: server.dbKind === 'postgres',
    countedCall: <T>(apiPath: string, data?: unknown, opts?: CallOptions) =>
      counter.countedAll(() => server.call<T>(apiPath, data, opts)),
  };
}
