import * as oidc from 'openid-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../../testing/expect-error';
import { serverForFile } from '../../testing/file-server';
import {
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
  testSigningKey,
} from '../../testing/oidc-provider';
import { withOwnServer } from '../../testing/own-server';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../testing/test-server';
import { ssoSettings } from '../testing/sso-settings';
import type { SsoLog } from './sso-service';

// Single sign-on (docs/decisions/0102-single-sign-on.md) against a real OpenID provider on a loopback port:
// the code flow with PKCE, state and nonce; every check of the ID token tried with a real token that breaks
// exactly one rule (another issuer with the same signing key, another audience, another nonce, expired).
type SsoAnswer =
  | {
      link_required: false;
      token: string;
      user_id: string;
      role: string;
      email: string;
      new_account: boolean;
    }
  | { link_required: true; email: string; link_token: string };

const REDIRECT = 'http://127.0.0.1:9/login';
const CLIENT = { client_id: 'stallfeed', client_secret: 'stallfeed-test-secret', redirect_uris: [REDIRECT] };
const OTHER_APP = { client_id: 'other-app', client_secret: 'other-app-secret', redirect_uris: [REDIRECT] };

let clockOffset = 0;
let n = 0;

// the impostor signs with the very same key: only the issuer tells its tokens apart
const key = testSigningKey();
const provider = await startOidcProvider([CLIENT, OTHER_APP], key);
const impostor = await startOidcProvider([CLIENT], key);
// registered before the server's own afterAll, so that they close after it (hooks run as a stack)
afterAll(async () => {
  await provider.close();
  await impostor.close();
});
const server = await serverForFile(ssoSettings(provider, CLIENT, REDIRECT), {
  now: () => Date.now() + clockOffset,
});
vi.spyOn((server.services.sso as unknown as { log: SsoLog }).log, 'warn');

/** a person at the provider: a fresh subject, with an email the provider vouches for (or not) */
function person(email = uniqueEmail('sso'), verified = true) {
  n += 1;
  const subject = `person-${process.pid}-${n}-${Date.now().toString(36)}`;
  provider.users.set(subject, { email, email_verified: verified });
  impostor.users.set(subject, { email, email_verified: verified });
  return { subject, email };
}

/** what the web app does: a PKCE pair, sso_start, the provider's login page, back with code and state */
async function signIn(subject: string, tamper?: (url: URL) => void) {
  const verifier = oidc.randomPKCECodeVerifier();
  const started = await server.call<{ authorization_url: string }>('/auth/user/sso_start', {
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
  });
  const url = new URL(started.data.authorization_url);
  tamper?.(url);
  const back = await signInAtProvider(url.href, subject, REDIRECT);
  return { verifier, back, nonce: url.searchParams.get('nonce')! };
}

function finish(back: URL, verifier: string, over: Record<string, string> = {}) {
  return server.call<SsoAnswer>('/auth/user/vio_sso', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    iss: back.searchParams.get('iss') ?? undefined,
    code_verifier: verifier,
    ...over,
  });
}

/** an ID token obtained by this test's own code flow, as another client or at another provider */
async function idTokenFrom(at: TestOidcProvider, client: typeof CLIENT, subject: string, nonce: string) {
  const config = await oidc.discovery(
    new URL(at.issuer),
    client.client_id,
    undefined,
    oidc.ClientSecretBasic(client.client_secret),
    { execute: [oidc.allowInsecureRequests] },
  );
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid email',
    state: 'test-state',
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const back = await signInAtProvider(url.href, subject, REDIRECT);
  const tokens = await oidc.authorizationCodeGrant(config, back, {
    pkceCodeVerifier: verifier,
    expectedState: 'test-state',
    expectedNonce: nonce,
  });
  return tokens.id_token!;
}

/** the reason the server logged for its last refusal (the person sees one message; the log names the claim) */
function lastRefusal(): string {
  const log = (server.services.sso as unknown as { log: SsoLog }).log;
  const calls = vi.mocked(log.warn).mock.calls;
  return JSON.stringify(calls.at(-1)?.[0] ?? {});
}

async function totalSessions(): Promise<number> {
  return (await server.db.kysely.selectFrom('sessions').select('id').execute()).length;
}

describe(`single sign-on (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('says it is configured, with the name for its button', async () => {
    expect((await server.call('/auth/user/sso_config')).data).toEqual({ enabled: true, name: 'Vio' });
  });

  it('code flow → a session; the same person again → the same account', async () => {
    const { subject, email } = person();
    const first = await signIn(subject);
    const answer = (await finish(first.back, first.verifier)).data;
    if (answer.link_required) throw new Error('expected a session');
    expect(answer).toMatchObject({ new_account: true, email, role: 'c' });
    const me = await server.call<{ user_id: string }>('/auth/user/me', {}, { token: answer.token });
    expect(me.data.user_id).toBe(answer.user_id);
    // the provider vouched for the email: it counts as verified, and there is no password yet
    const status = await server.call<{ email_verified: boolean; has_password: boolean }>(
      '/auth/user/account',
      {},
      { token: answer.token },
    );
    expect(status.data).toMatchObject({ email_verified: true, has_password: false });

    const again = await signIn(subject);
    const second = (await finish(again.back, again.verifier)).data;
    expect(second).toMatchObject({ link_required: false, new_account: false, user_id: answer.user_id });
  });

  it('bad state: unknown, replayed, or finished with another verifier → refused, no session', async () => {
    const { subject } = person();
    const before = await totalSessions();
    const flow = await signIn(subject);
    expectError(await finish(flow.back, flow.verifier, { state: 'not-a-state-we-issued' }), 400, 40024);
    expectError(await finish(flow.back, oidc.randomPKCECodeVerifier()), 400, 40024);
    // the attempt was used up by the wrong verifier: the right one no longer helps
    expectError(await finish(flow.back, flow.verifier), 400, 40024);
    expect(await totalSessions()).toBe(before);

    const ok = await signIn(subject);
    expect((await finish(ok.back, ok.verifier)).status).toBe(200);
    const after = await totalSessions();
    expectError(await finish(ok.back, ok.verifier), 400, 40024);
    expect(await totalSessions()).toBe(after);
  });

  it('an ID token with another nonce is refused', async () => {
    const { subject } = person();
    const before = await totalSessions();
    const flow = await signIn(subject, (url) =>
      url.searchParams.set('nonce', 'a-nonce-the-server-never-issued'),
    );
    expectError(await finish(flow.back, flow.verifier), 401, 40121);
    expect(lastRefusal()).toMatch(/\\"nonce\\" claim/);
    expect(await totalSessions()).toBe(before);
  });

  it('an ID token of another issuer (same signing key) is refused', async () => {
    const { subject } = person();
    const before = await totalSessions();
    const flow = await signIn(subject);
    provider.swapNextIdToken(await idTokenFrom(impostor, CLIENT, subject, flow.nonce));
    expectError(await finish(flow.back, flow.verifier), 401, 40121);
    expect(lastRefusal()).toMatch(/\\"iss\\" \(issuer\) claim/);
    expect(await totalSessions()).toBe(before);
  });

  it('an ID token for another audience is refused', async () => {
    const { subject } = person();
    const before = await totalSessions();
    const flow = await signIn(subject);
    provider.swapNextIdToken(await idTokenFrom(provider, OTHER_APP, subject, flow.nonce));
    expectError(await finish(flow.back, flow.verifier), 401, 40121);
    expect(lastRefusal()).toMatch(/\\"aud\\" \(audience\) claim/);
    expect(await totalSessions()).toBe(before);
  });

  it('an expired ID token is refused', async () => {
    const { subject } = person();
    const before = await totalSessions();
    const flow = await signIn(subject);
    provider.idTokenTtl = 60;
    clockOffset = 5 * 60_000; // the attempt (10 minutes) is still good; the one-minute token is not
    try {
      expectError(await finish(flow.back, flow.verifier), 401, 40121);
      expect(lastRefusal()).toMatch(/\\"exp\\" \(expiration time\) claim/);
    } finally {
      provider.idTokenTtl = 3600;
      clockOffset = 0;
    }
    expect(await totalSessions()).toBe(before);
  });

  it('the email of an existing account is linked only after its password proves it', async () => {
    const existing = await signUp(server);
    const { subject } = person(existing.email);
    const before = await totalSessions();
    const flow = await signIn(subject);
    const answer = (await finish(flow.back, flow.verifier)).data;
    if (!answer.link_required) throw new Error('expected a link to be required');
    expect(answer.email).toBe(existing.email);
    expect(await totalSessions()).toBe(before);
    // signing in again without proving still links nothing
    const retry = await signIn(subject);
    expect((await finish(retry.back, retry.verifier)).data.link_required).toBe(true);

    expectError(
      await server.call('/auth/user/sso_link', { link_token: answer.link_token, passwd: 'not the password' }),
      400,
      40061,
    );
    expect(await totalSessions()).toBe(before);
    const linked = await server.call<{ user_id: string }>('/auth/user/sso_link', {
      link_token: answer.link_token,
      passwd: TEST_PASSWORD,
    });
    expect(linked.data.user_id).toBe(existing.user_id);
    // single use
    expectError(
      await server.call('/auth/user/sso_link', { link_token: answer.link_token, passwd: TEST_PASSWORD }),
      400,
      40024,
    );
    // from now on the provider signs this person straight in
    const later = await signIn(subject);
    expect((await finish(later.back, later.verifier)).data).toMatchObject({
      link_required: false,
      new_account: false,
      user_id: existing.user_id,
    });
  });

  it('an unverified email never reaches an existing account: a separate account without email', async () => {
    const existing = await signUp(server);
    const { subject } = person(existing.email, false);
    const flow = await signIn(subject);
    const answer = (await finish(flow.back, flow.verifier)).data;
    if (answer.link_required) throw new Error('expected a session');
    expect(answer.user_id).not.toBe(existing.user_id);
    expect(answer.email).toBe('');
  });

  it('a server without SSO_ settings has no single sign-on', async () => {
    await withOwnServer({}, async (plain) => {
      expect((await plain.call('/auth/user/sso_config')).data).toEqual({ enabled: false, name: null });
      expectError(
        await plain.call('/auth/user/sso_start', {
          code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
        }),
        404,
        40421,
      );
    });
  });
});
