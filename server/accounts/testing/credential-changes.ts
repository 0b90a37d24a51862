import type { ApiResult, TestServer } from '../../testing/test-server';

/**
 * The two credential changes of the security screen (docs/decisions/0051-sessions-and-security.md), as raw calls
 * made with the session's token. The security and ways-in tests tried each again and again (a wrong password, a
 * weak one, a stale session) with the same five-line `server.call`; these answer the response untouched so that
 * a test asserts a refusal or reads a success in one line.
 */

/** The session changes its password: `passwd` the current one, `new_passwd` the next (and any extra field to try). */
export function changePassword<T = { ended_sessions: number }>(
  server: TestServer,
  token: string,
  body: { passwd: string; new_passwd: string; [extra: string]: unknown },
): Promise<ApiResult<T>> {
  return server.call<T>('/auth/user/change_password', body, { token });
}

/** The session asks to move its email to `email`, proving itself with `passwd` (and the mail's `locale`, if given). */
export function changeEmail<T = { pending_email: string }>(
  server: TestServer,
  token: string,
  body: { email: string; passwd: string; locale?: string },
): Promise<ApiResult<T>> {
  return server.call<T>('/auth/user/change_email', body, { token });
}
