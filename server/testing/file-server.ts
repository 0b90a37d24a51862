import { afterAll } from 'vitest';
import { signUp, signUpCast, startTestServer, type TestServer, type TestSession } from './test-server';

/**
 * The server one API test file runs against, started while the file loads (a top-level `await`) and closed after its
 * last test. Most test files began with the same lines declaring a `let server`, starting it in `beforeAll` and closing
 * it in `afterAll`; this is the one copy, and the names it answers are `const`s the file's tests and helpers read as
 * before. Files whose server starts or stops mid-test still write their own hooks.
 */
export async function serverForFile(
  env: Record<string, string> = {},
  opts: { now?: () => number } = {},
): Promise<TestServer> {
  const server = await startTestServer(env, opts);
  afterAll(() => server.close());
  return server;
}

/** The file's server and one seller signed up on it. */
export async function serverWithSeller(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; seller: TestSession }> {
  const server = await serverForFile(env);
  return { server, seller: await signUp(server, 's') };
}

/** The file's server and the usual cast of an ownership test on it: two sellers and two buyers (signUpCast). */
export async function serverWithCast(
  env: Record<string, string> = {},
): Promise<{ server: TestServer } & Awaited<ReturnType<typeof signUpCast>>> {
  const server = await serverForFile(env);
  return { server, ...(await signUpCast(server)) };
}
