import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../../testing/file-server';
import {
  signUp,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
  uniqueEmail,
} from '../../testing/test-server';
import { DEVICE_COOKIE } from './device-cookie';

// docs/decisions/0258-login-throttles-and-data-folder-lock.md: one count per account whatever name is typed, a
// known device that still signs in while strangers have locked the account, re-authentications per session.
// Limits as configured by default: 5 wrong passwords per account (and per device, and per session) in 15 minutes.
const server = await serverForFile();

const WRONG = 'not the password at all';

/** a login, with the device cookie the browser would send (if any); answers the status and the cookie set */
async function login(
  by: { email: string } | { username: string },
  passwd: string,
  device?: string,
  on: TestServer = server,
) {
  const res = await fetch(`${on.url}/api/auth/user/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(device ? { cookie: `other=1; ${DEVICE_COOKIE}=${device}` } : {}),
    },
    body: JSON.stringify({ data: { ...by, passwd } }),
  });
  const body = (await res.json()) as { success: boolean; data?: { token: string }; error?: { code: number } };
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return {
    status: res.status,
    body,
    setCookie,
    device: setCookie ? /^[^=]+=([^;]+)/.exec(setCookie)![1]! : undefined,
  };
}

async function registerNamed(username: string) {
  const email = uniqueEmail('named');
  const res = await server.call<{ token: string }>('/auth/user/register', {
    email,
    passwd: TEST_PASSWORD,
    username,
    role: 's',
  });
  expect(res.status).toBe(200);
  return { email, username, token: res.data.token };
}

describe(`login throttles (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('counts one account’s failures together whatever name is typed: five by email, then one by username → 429', async () => {
    const mei = await registerNamed(`mei_${Date.now().toString(36)}`);
    for (let i = 0; i < 5; i++) expect((await login({ email: mei.email }, WRONG)).status).toBe(401);
    // the username (in other capitals, as the login accepts) is the same account: no fresh five
    const byName = await login({ username: mei.username.toUpperCase() }, WRONG);
    expect(byName.status).toBe(429);
    expect(byName.body.error?.code).toBe(42900);
    expect((await login({ username: mei.username }, TEST_PASSWORD)).status).toBe(429);
    expect((await login({ email: mei.email.toUpperCase() }, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts a name no account has under its lower-cased text, answering as for an account', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) {
      const r = await login({ email: i % 2 ? nobody : nobody.toUpperCase() }, WRONG);
      expect(r.status).toBe(401);
      expect(r.setCookie).toBeUndefined();
    }
    expect((await login({ email: nobody }, WRONG)).status).toBe(429);
  });

  it('hands a device cookie to a device that signs in: random, HttpOnly, SameSite=Lax, for the login call only', async () => {
    const user = await signUp(server);
    const first = await login({ email: user.email }, TEST_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/; HttpOnly/);
    expect(first.setCookie).toMatch(/; SameSite=Lax/);
    expect(first.setCookie).toMatch(/; Path=\/api\/auth\/user\/login/);
    expect(first.setCookie).toMatch(/; Max-Age=\d{6,}/);
    expect(first.setCookie).not.toMatch(/Secure/); // this server is reached over http
    expect(Buffer.from(first.device!, 'base64url').length).toBe(32);
    // another device gets another cookie; the known device keeps its own
    const second = await login({ email: user.email }, TEST_PASSWORD);
    expect(second.device).not.toBe(first.device);
    expect((await login({ email: user.email }, TEST_PASSWORD, first.device)).device).toBe(first.device);
    // a wrong password hands out nothing
    expect((await login({ email: user.email }, WRONG)).setCookie).toBeUndefined();
  });

  it('lets the owner’s known device sign in while strangers have locked the account', async () => {
    const owner = await signUp(server, 's');
    const device = (await login({ email: owner.email }, TEST_PASSWORD)).device;
    expect(device).toBeDefined();
    // a stranger who knows her email: five wrong guesses lock the account for everyone without her device
    for (let i = 0; i < 5; i++) expect((await login({ email: owner.email }, WRONG)).status).toBe(401);
    expect((await login({ email: owner.email }, TEST_PASSWORD)).status).toBe(429);
    // her own phone still signs in, with the right password
    const mine = await login({ email: owner.email }, TEST_PASSWORD, device);
    expect(mine.status).toBe(200);
    const me = await server.call<{ email: string }>('/auth/user/me', {}, { token: mine.body.data!.token });
    expect(me.data.email).toBe(owner.email);
    // and her sign-in does not reopen the account to the stranger
    expect((await login({ email: owner.email }, TEST_PASSWORD)).status).toBe(429);
    // a made-up cookie is a stranger's
    expect((await login({ email: owner.email }, TEST_PASSWORD, 'A'.repeat(43))).status).toBe(429);
  });

  it('does not allow unlimited guesses with a device cookie: its own five, and only for its account', async () => {
    const owner = await signUp(server);
    const device = (await login({ email: owner.email }, TEST_PASSWORD)).device!;
    for (let i = 0; i < 5; i++) expect((await login({ email: owner.email }, WRONG, device)).status).toBe(401);
    expect((await login({ email: owner.email }, WRONG, device)).status).toBe(429);
    expect((await login({ email: owner.email }, TEST_PASSWORD, device)).status).toBe(429);
    // the device's guesses did not lock the account for her other devices
    expect((await login({ email: owner.email }, TEST_PASSWORD)).status).toBe(200);

    // an attacker's cookie from signing in to her own account counts for nothing on another account
    const victim = await signUp(server);
    const attacker = await signUp(server);
    const attackersDevice = (await login({ email: attacker.email }, TEST_PASSWORD)).device!;
    for (let i = 0; i < 5; i++)
      expect((await login({ email: victim.email }, WRONG, attackersDevice)).status).toBe(401);
    expect((await login({ email: victim.email }, WRONG, attackersDevice)).status).toBe(429);
    expect((await login({ email: victim.email }, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts wrong re-authentications per session, never against the account’s sign-in', async () => {
    const owner = await signUp(server, 's');
    // a stolen session guessing her password: slowed after five
    for (let i = 0; i < 5; i++) {
      const r = await server.call('/auth/user/reauth', { passwd: WRONG }, { token: owner.token });
      expect(r.status).toBe(400);
    }
    const blocked = await server.call('/auth/user/reauth', { passwd: TEST_PASSWORD }, { token: owner.token });
    expect(blocked.status).toBe(429);
    // the account still signs in from anywhere, and proves itself in its new session
    const fresh = await login({ email: owner.email }, TEST_PASSWORD);
    expect(fresh.status).toBe(200);
    const reauth = await server.call(
      '/auth/user/reauth',
      { passwd: TEST_PASSWORD },
      { token: fresh.body.data!.token },
    );
    expect(reauth.status).toBe(200);
  });
});

describe('the device cookie behind an https proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    // the app reads TRUST_PROXY when it is built (server/app.ts)
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '127.0.0.1';
    try {
      proxied = await startTestServer();
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });
  afterAll(() => proxied.close());

  it('is Secure when the server is reached over https', async () => {
    const user = await signUp(proxied);
    const res = await fetch(`${proxied.url}/api/auth/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ data: { email: user.email, passwd: TEST_PASSWORD } }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(cookie).toMatch(/; Secure/);
  });
});
