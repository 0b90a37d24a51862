import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIWE_STATEMENT } from '../../../contract/wallet';
import { expectError } from '../../testing/expect-error';
import { startSmtpPeer, tokenOf } from '../../testing/mail';
import { type Bend, SoftAuthenticator } from '../../testing/soft-authenticator';
import { signUp, startTestServer, TEST_PASSWORD, type TestServer } from '../../testing/test-server';
import { signedSiwe } from '../wallet/testing/signed-siwe';

/**
 * Passkeys (docs/decisions/0256-passkeys.md) on SQLite and PostgreSQL, driven by a software authenticator
 * (server/testing/soft-authenticator.ts): registering needs a fresh proof, signing in needs no name and no
 * password (and no password throttle), each challenge works once and for this site only, and a passkey proves
 * the person again for payout changes once it is older than 7 days.
 */
const ORIGIN = 'https://shop.example.test';
const MINUTES = 60_000;
const DAYS = 86_400_000;

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let clockOffset = 0;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer(
    { PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url },
    { now: () => Date.now() + clockOffset },
  );
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type Session = { token: string; user_id: string; role: 's' | 'c'; email: string };
type Creation = { challenge: string; rp: { id?: string }; user: { id: string } };
type Request = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

async function register(token: string, key: SoftAuthenticator, bend: Bend = {}) {
  const options = await server.call<Creation>('/auth/passkey/register_options', {}, { token });
  if (options.status !== 200) return options;
  return server.call<{ id: string; label: string; created_at: number }>(
    '/auth/passkey/register',
    { credential: key.register(options.data, bend) },
    { token },
  );
}

async function loginAnswer(key: SoftAuthenticator, bend: Bend = {}) {
  const options = await server.call<Request>('/auth/passkey/login_options');
  return key.assert(options.data, bend);
}

const login = async (credential: unknown) => server.call<Session>('/auth/passkey/login', { credential });

async function reauth(token: string, key: SoftAuthenticator, bend: Bend = {}) {
  const options = await server.call<Request>('/auth/user/passkey_reauth_options', {}, { token });
  return server.call<{ proven_at: number }>(
    '/auth/user/passkey_reauth',
    { credential: key.assert(options.data, bend) },
    { token },
  );
}

const me = (token: string) => server.call<{ user_id: string }>('/auth/user/me', {}, { token });

/** the clock moves for the server only while `fn` runs */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  clockOffset += ms;
  try {
    return await fn();
  } finally {
    clockOffset -= ms;
  }
}

describe(`passkeys (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('registers with a fresh proof, then signs in with no name and no password', async () => {
    const mei = await signUp(server);
    const key = new SoftAuthenticator(ORIGIN);
    const options = await server.call<Creation & Record<string, unknown>>(
      '/auth/passkey/register_options',
      {},
      { token: mei.token },
    );
    // a discoverable credential for this site, user verification preferred
    expect(options.data.rp.id).toBe('shop.example.test');
    expect(options.data).toMatchObject({
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
    });
    const added = await server.call<{ id: string; label: string }>(
      '/auth/passkey/register',
      { credential: key.register(options.data), label: 'Mei’s phone' },
      { token: mei.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.data).toMatchObject({ id: key.id, label: 'Mei’s phone' });
    const list = await server.call<{ passkeys: { id: string; label: string }[] }>(
      '/auth/user/passkeys',
      {},
      { token: mei.token },
    );
    expect(list.data.passkeys.map((p) => p.id)).toEqual([key.id]);

    // sign-in: the options name no account and no credential; the device picks its passkey
    const loginOptions = await server.call<Request>('/auth/passkey/login_options');
    expect(loginOptions.data.allowCredentials ?? []).toEqual([]);
    const session = await login(key.assert(loginOptions.data));
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.data).toMatchObject({ user_id: mei.user_id, email: mei.email, role: 'c' });
    expect((await me(session.data.token)).data.user_id).toBe(mei.user_id);
  });

  it('an hour-old session cannot add a passkey (40331), nor remove one', async () => {
    const kim = await signUp(server);
    const key = new SoftAuthenticator(ORIGIN);
    await later(60 * MINUTES, async () => {
      expectError(await register(kim.token, key), 403, 40331);
    });
    // options fetched while fresh, answered an hour later: still refused
    const options = await server.call<Creation>('/auth/passkey/register_options', {}, { token: kim.token });
    await later(60 * MINUTES, async () => {
      expectError(
        await server.call(
          '/auth/passkey/register',
          { credential: key.register(options.data) },
          { token: kim.token },
        ),
        403,
        40331,
      );
    });
    expect(
      (await server.call<{ passkeys: unknown[] }>('/auth/user/passkeys', {}, { token: kim.token })).data
        .passkeys,
    ).toEqual([]);
    // registered while fresh; removing it an hour later is refused as well
    expect((await register(kim.token, key)).status).toBe(200);
    await later(60 * MINUTES, async () => {
      expectError(
        await server.call('/auth/user/passkey_remove', { id: key.id }, { token: kim.token }),
        403,
        40331,
      );
    });
    expect((await login(await loginAnswer(key))).status).toBe(200);
  });

  it('refuses a replayed assertion, another site’s, another relying party’s and a bent challenge', async () => {
    const lee = await signUp(server);
    const key = new SoftAuthenticator(ORIGIN);
    expect((await register(lee.token, key)).status).toBe(200);
    const answer = await loginAnswer(key);
    expect((await login(answer)).status).toBe(200);
    // the same answer again: its challenge is used up
    expectError(await login(answer), 400, 40026);
    // a phishing page's answer: signed by the real passkey, for another origin
    expectError(
      await login(await loginAnswer(key, { origin: 'https://shop-example.test.evil.test' })),
      400,
      40027,
    );
    // for another relying party
    expectError(await login(await loginAnswer(key, { rpId: 'evil.test' })), 400, 40027);
    // a challenge the server never issued
    expectError(await login(await loginAnswer(key, { challenge: 'bm90LWlzc3VlZA' })), 400, 40026);
    // a registration ceremony's answer type at sign-in
    expectError(await login(await loginAnswer(key, { type: 'webauthn.create' })), 400, 40027);
    // a cloned authenticator: its counter goes back
    expectError(await login(await loginAnswer(key, { counter: 1 })), 400, 40027);
    // a re-authentication challenge does not sign in
    const reauthOptions = await server.call<Request>(
      '/auth/user/passkey_reauth_options',
      {},
      { token: lee.token },
    );
    expectError(await login(key.assert(reauthOptions.data)), 400, 40026);
    // still works honestly
    expect((await login(await loginAnswer(key))).status).toBe(200);
  });

  it('refuses an unknown passkey, another account’s passkey for re-authentication, and a registration for another site', async () => {
    const stranger = new SoftAuthenticator(ORIGIN);
    expectError(await login(await loginAnswer(stranger)), 401, 40126);
    const ann = await signUp(server);
    const bob = await signUp(server);
    const annKey = new SoftAuthenticator(ORIGIN);
    expect((await register(ann.token, annKey)).status).toBe(200);
    // Bob's session answering with Ann's passkey
    const options = await server.call<Request>('/auth/user/passkey_reauth_options', {}, { token: ann.token });
    expectError(
      await server.call(
        '/auth/user/passkey_reauth',
        { credential: annKey.assert(options.data) },
        { token: bob.token },
      ),
      404,
      40426,
    );
    // the same passkey cannot be registered twice
    expectError(await register(bob.token, annKey), 409, 40926);
    // a registration made on another site
    expectError(await register(bob.token, new SoftAuthenticator('https://evil.test')), 400, 40027);
    expect(
      (await server.call<{ passkeys: unknown[] }>('/auth/user/passkeys', {}, { token: bob.token })).data
        .passkeys,
    ).toEqual([]);
  });

  it('a locked-out owner still signs in with her passkey (the password throttle is not consulted)', async () => {
    const wing = await signUp(server);
    const key = new SoftAuthenticator(ORIGIN);
    expect((await register(wing.token, key)).status).toBe(200);
    for (let i = 0; i < 6; i++)
      await server.call('/auth/user/login', { email: wing.email, passwd: 'wrong password here' });
    expectError(await server.call('/auth/user/login', { email: wing.email, passwd: TEST_PASSWORD }), 429);
    const session = await login(await loginAnswer(key));
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.data.user_id).toBe(wing.user_id);
  });

  it('the owner is mailed when a passkey is added; the undo link removes it and ends every session', async () => {
    const sui = await signUp(server);
    const key = new SoftAuthenticator(ORIGIN);
    expect((await register(sui.token, key)).status).toBe(200);
    const mail = await smtp.waitFor(sui.email, 1, 5000, '/way-in-undo');
    expect(mail.link).toMatch(/^https:\/\/shop\.example\.test\/way-in-undo\?token=/);
    const passkeySession = await login(await loginAnswer(key));
    expect(passkeySession.status).toBe(200);
    const undo = await server.call('/auth/user/way_in_undo', { token: tokenOf(mail.link) });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expectError(await me(sui.token), 401, 40015);
    expectError(await me(passkeySession.data.token), 401, 40015);
    expectError(await login(await loginAnswer(key)), 401, 40126);
  });

  it('a removed passkey no longer signs in', async () => {
    const tam = await signUp(server);
    const key = new SoftAuthenticator(ORIGIN);
    expect((await register(tam.token, key)).status).toBe(200);
    const removed = await server.call('/auth/user/passkey_remove', { id: key.id }, { token: tam.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expectError(await login(await loginAnswer(key)), 401, 40126);
    expectError(
      await server.call('/auth/user/passkey_remove', { id: key.id }, { token: tam.token }),
      404,
      40426,
    );
  });

  // one count of ways in (server/accounts/ways-in/repository.ts): a wallet may go while a passkey remains, and the
  // last way in, whichever kind, stays
  it('a wallet-only account that adds a passkey may unlink the wallet, and then keeps its last passkey', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const signIn = (statement: string) => signedSiwe(server, wallet, statement, { origin: ORIGIN });
    const session = await server.call<Session>('/auth/user/wallet_login', await signIn(SIWE_STATEMENT));
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const { token } = session.data;
    const key = new SoftAuthenticator(ORIGIN);
    expect((await register(token, key)).status).toBe(200);
    const unlinked = await server.call('/auth/user/wallet_unlink', { address: wallet.address }, { token });
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    expectError(await server.call('/auth/user/passkey_remove', { id: key.id }, { token }), 409, 40927);
  });

  it('one touch proves it is you for a payout change, once the passkey is older than 7 days', async () => {
    const mei = await signUp(server, 's');
    await server.services.accounts.markVerifiedForSeed(mei.user_id);
    const key = new SoftAuthenticator(ORIGIN);
    expect((await register(mei.token, key)).status).toBe(200);
    const setFps = (token: string, value: string) =>
      server.call('/user/info/set_fps', { kind: 'phone', value }, { token });

    // an hour later, with a passkey added today: proven again, yet not enough for where payments go
    await later(60 * MINUTES, async () => {
      expectError(await setFps(mei.token, '91234567'), 403, 40331);
      expect((await reauth(mei.token, key)).status).toBe(200);
      expectError(await setFps(mei.token, '91234567'), 403, 40340);
      // a passkey sign-in with it does not count either
      const fresh = await login(await loginAnswer(key));
      expectError(await setFps(fresh.data.token, '91234567'), 403, 40340);
    });

    // eight days on, the same touch is enough
    await later(8 * DAYS, async () => {
      const fresh = await login(await loginAnswer(key));
      expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
      expect((await setFps(fresh.data.token, '91234567')).status).toBe(200);
      // a new session an hour old proves again with the passkey and changes it once more
      await later(60 * MINUTES, async () => {
        expectError(await setFps(fresh.data.token, '98765432'), 403, 40331);
        expect((await reauth(fresh.data.token, key)).status).toBe(200);
        expect((await setFps(fresh.data.token, '98765432')).status).toBe(200);
      });
    });
  });
});
