import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: an opaque session token the client stores. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
