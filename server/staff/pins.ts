import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/**
 * A PIN's verifier (docs/decisions/0280-staff-pins-and-roles.md): PBKDF2-SHA256 with the member's own 16-byte salt,
 * the same function WebCrypto offers the browser, so a till checks a PIN offline against what it cached.
 * A 4-digit PIN is 10,000 guesses whatever the hash: the rounds slow a stolen copy, the throttle the live one.
 */
export const PIN_ITERATIONS = 60_000;

export interface PinVerifier {
  salt: string;
  hash: string;
  iterations: number;
}

export async function hashPin(pin: string, iterations = PIN_ITERATIONS): Promise<PinVerifier> {
  const salt = randomBytes(16).toString('base64url');
  return { salt, hash: await derive(pin, salt, iterations), iterations };
}

export async function pinMatches(pin: string, verifier: PinVerifier): Promise<boolean> {
  const hash = await derive(pin, verifier.salt, verifier.iterations);
  const a = Buffer.from(hash);
  const b = Buffer.from(verifier.hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function derive(pin: string, salt: string, iterations: number): Promise<string> {
  const key = await pbkdf2Async(pin, Buffer.from(salt, 'base64url'), iterations, 32, 'sha256');
  return key.toString('base64url');
}
