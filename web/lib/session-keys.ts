/**
 * The storage key of the session's token (web/lib/session.ts), a module of its own: the first paint's gate reads it
 * before the app has loaded (server/http/first-paint.ts), and imports nothing else with it.
 */
export const SESSION_TOKEN_KEY = 'token';
