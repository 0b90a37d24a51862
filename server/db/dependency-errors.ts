/**
 * "A dependency cannot be reached right now" (docs/decisions/0223-dependency-faults.md): a PostgreSQL that
 * restarts or is unreachable, an S3 endpoint that refuses connections. Such a failure is answered 503 with
 * Retry-After (the client may send the same call again; calls that create something carry idempotency keys),
 * not 500, and is not the program's fault.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now),
// 53300 (too many connections)
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|53300)$/;

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'the database system is starting up',
  'the database system is shutting down',
];

export function isDependencyDown(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
  if (e.code === 'SQLITE_BUSY') return true;
  if (e.name === 'TimeoutError' && typeof (err as { $metadata?: unknown }).$metadata === 'object')
    return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDependencyDown(inner, depth + 1))) return true;
  return isDependencyDown(e.cause, depth + 1);
}

/** seconds a client should wait before trying again */
export const RETRY_AFTER_SECONDS = 3;
