import { createHmac, createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { JWK } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-error';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * The ID token's signature (docs/decisions/0102-single-sign-on.md), against a second OpenID provider that the
 * rest of the suite does not use (oauth2-mock-server): a changed payload, a key outside the provider's set,
 * `alg: none`, a token signed with the client secret — all refused; a rotated key is fetched and accepted.
 * Also client_secret_post for a client id that Basic auth would need to form-encode.
 */
const REDIRECT = 'http://127.0.0.1:9/login';

let provider: OAuth2Server;
let server: TestServer;
let postServer: TestServer;
let providerKey: JWK;

type Answer = { token?: string; user_id?: string; new_account?: boolean };
/** the provider's events are emitted synchronously: a tamper must be synchronous too */
type Tamper = (idToken: string) => string;

/** the subject of the next ID token (the provider's own is always "johndoe") */
let nextSubject = 'johndoe';

beforeAll(async () => {
  provider = new OAuth2Server();
  providerKey = await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // only ID tokens carry an audience: give each sign-in its own person
  provider.issuer.on('beforeSigning', (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud) token.payload.sub = nextSubject;
  });
  const sso = {
    SSO_ISSUER: provider.issuer.url!,
    SSO_CLIENT_SECRET: 'mock-secret',
    SSO_REDIRECT_URI: REDIRECT,
  };
  server = await startTestServer({ ...sso, SSO_CLIENT_ID: 'stallfeed' });
  postServer = await startTestServer({
    ...sso,
    SSO_CLIENT_ID: 'stallfeed web:app',
    SSO_CLIENT_AUTH: 'client_secret_post',
  });
});
afterAll(async () => {
  await server?.close();
  await postServer?.close();
  await provider?.stop();
});

/** sso_start, the provider's authorize redirect, then sso finish with the provider's (maybe tampered) ID token */
async function signIn(
  at: TestServer,
  tamper?: Tamper,
  subject = `sub-${Math.random().toString(36).slice(2)}`,
) {
  nextSubject = subject;
  if (tamper) {
    provider.service.once('beforeResponse', (response) => {
      const body = response.body as { id_token?: string };
      if (body.id_token) body.id_token = tamper(body.id_token);
    });
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const started = await at.call<{ authorization_url: string }>('/auth/user/sso_start', {
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
  });
  const redirect = await fetch(started.data.authorization_url, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location')!);
  return at.call<Answer>('/auth/user/vio_sso', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    code_verifier: verifier,
  });
}

const parts = (jwt: string) => jwt.split('.') as [string, string, string];
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** the same payload under another header, signed with `key` (RS256 with a private key, HS256 with a secret) */
function signWith(idToken: string, key: KeyObject | string, header: Record<string, unknown>): string {
  const input = `${encode(header)}.${parts(idToken)[1]}`;
  const signature =
    typeof key === 'string'
      ? createHmac('sha256', key).update(input).digest()
      : sign('sha256', Buffer.from(input), key);
  return `${input}.${signature.toString('base64url')}`;
}

describe(`ID token signatures at a second provider (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a token as the provider signed it signs the person in', async () => {
    const res = await signIn(server);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.new_account).toBe(true);
  });

  it('a token whose payload was changed after signing (another person’s sub) is refused', async () => {
    const victim = `victim-${Date.now()}`;
    const first = await signIn(server, undefined, victim);
    expect(first.status).toBe(200);
    const res = await signIn(server, (jwt) => {
      const [header, payload, signature] = parts(jwt);
      return [header, encode({ ...decode(payload), sub: victim }), signature].join('.');
    });
    expectError(res, 401);
  });

  it('a token signed with a key the provider does not publish is refused, with its own kid or the provider’s', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expectError(
      await signIn(server, (jwt) => signWith(jwt, privateKey, { alg: 'RS256', kid: 'attacker-key' })),
      401,
    );
    expectError(
      await signIn(server, (jwt) => signWith(jwt, privateKey, { alg: 'RS256', kid: providerKey.kid })),
      401,
    );
  });

  it('alg none and a token signed with the client secret (HS256) are refused', async () => {
    expectError(
      await signIn(server, (jwt) => `${encode({ alg: 'none', typ: 'JWT' })}.${parts(jwt)[1]}.`),
      401,
    );
    expectError(
      await signIn(server, (jwt) => signWith(jwt, 'mock-secret', { alg: 'HS256', typ: 'JWT' })),
      401,
    );
  });

  it('a rotated key (a kid the cached set lacks) is fetched once and accepted', async () => {
    const rotated = await provider.issuer.keys.generate('RS256');
    const withPrivate = provider.issuer.keys.toJSON(true) as JWK[];
    const jwk = withPrivate.find((k) => k.kid === rotated.kid)!;
    const key = createPrivateKey({ key: jwk as never, format: 'jwk' });
    const res = await signIn(server, (jwt) =>
      signWith(jwt, key, { alg: 'RS256', kid: rotated.kid, typ: 'JWT' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('client_secret_post sends the id and secret in the form, never as Basic auth', async () => {
    const seen: { basic: boolean; clientId?: string; secret?: string }[] = [];
    provider.service.once('beforeResponse', (_response, req) => {
      const body = (req as unknown as { body: Record<string, string> }).body;
      seen.push({
        basic: Boolean(req.headers.authorization),
        clientId: body.client_id,
        secret: body.client_secret,
      });
    });
    // the hook above runs before signIn's own (none here): one token request
    const res = await signIn(postServer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(seen).toEqual([{ basic: false, clientId: 'stallfeed web:app', secret: 'mock-secret' }]);
  });

  it('the key set the provider publishes has its signing key and no private part', async () => {
    const jwks = (await (await fetch(`${provider.issuer.url}/jwks`)).json()) as { keys: JWK[] };
    expect(jwks.keys.map((k) => k.kid)).toContain(providerKey.kid);
    expect(jwks.keys.every((k) => !('d' in k))).toBe(true);
  });
});
