/**
 * The PKCE pair of a single sign-on (docs/decisions/0102-single-sign-on.md): the verifier stays in this tab's
 * session storage until the provider sends the person back to /login; only its S256 challenge goes out first.
 */
const VERIFIER_KEY = 'stallfeed.sso.verifier';

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** a new verifier (256 random bits), kept for the way back, and its S256 challenge */
export async function newPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  sessionStorage.setItem(VERIFIER_KEY, verifier);
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/** the kept verifier, once: a reload of the callback page cannot use it again */
export function takeVerifier(): string | null {
  const verifier = sessionStorage.getItem(VERIFIER_KEY);
  sessionStorage.removeItem(VERIFIER_KEY);
  return verifier;
}

const RETURN_KEY = 'stallfeed.sso.return';

/** where to come back to after the provider (a re-authentication starts from the screen being changed) */
export function keepReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
}

/** the kept return path (cleared by forgetReturnPath once the sign-in is through) */
export function keptReturnPath(): string | null {
  return sessionStorage.getItem(RETURN_KEY);
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(RETURN_KEY);
}
