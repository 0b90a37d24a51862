import { startTestServer, type TestServer } from './test-server';

/**
 * Runs `use` against a server of its own, started with other settings than the file's (a tighter limit, a mail
 * server that is down, no single sign-on), and closes it whether `use` passes or throws: its answer. Tests wrote
 * the same start, `try` and `finally { close }` around each such server; this is the one copy.
 */
export async function withOwnServer<T>(
  env: Record<string, string>,
  use: (server: TestServer) => Promise<T>,
): Promise<T> {
  const server = await startTestServer(env);
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}
