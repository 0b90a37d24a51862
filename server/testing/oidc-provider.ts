import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for single sign-on
 * tests (docs/decisions/0102-single-sign-on.md). Its development login page signs in any "login" as
 * that subject; `users` gives a subject its email. Tests can shorten the ID token's life and swap the
 * next ID token the token endpoint answers (to hand the server a token of another issuer or audience).
 */
export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  users: Map<string, { email: string; email_verified: boolean }>;
  /** seconds an ID token lives (default 3600) */
  idTokenTtl: number;
  /** the next token response carries this ID token instead of its own */
  swapNextIdToken(token: string): void;
  close(): Promise<void>;
}

/** one signing key, shareable between two providers (a token of "another issuer" with a valid signature) */
export function testSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
}

export async function startOidcProvider(
  clients: TestClient[],
  signingKey = testSigningKey(),
): Promise<TestOidcProvider> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const users = new Map<string, { email: string; email_verified: boolean }>();
  let swap: string | null = null;
  const state = {
    issuer,
    users,
    idTokenTtl: 3600,
    swapNextIdToken(token: string) {
      swap = token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const idTokenLife = () => state.idTokenTtl;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['stallfeed-test-cookie-key'] },
    pkce: { required: () => true },
    // email in the ID token itself (the server also reads userinfo when a provider leaves it out)
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    ttl: { IdToken: idTokenLife },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          const user = users.get(sub);
          return { sub, ...(user ? { email: user.email, email_verified: user.email_verified } : {}) };
        },
      };
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token' && swap && ctx.body && typeof ctx.body === 'object') {
      ctx.body = { ...(ctx.body as Record<string, unknown>), id_token: swap };
      swap = null;
    }
  });
  handler = provider.callback();
  return state;
}

/**
 * Signs in at the provider as a person would on its development login page (any login, then consent),
 * following redirects with cookies, until the provider sends the browser back to `redirectUri`.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string) {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
      redirect: 'manual',
    });
    remember(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    // the development interaction page: a login form, or the consent form
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('too many redirects at the provider');
}
