import * as oidc from 'openid-client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { SIWE_LINK_STATEMENT, SIWE_REAUTH_STATEMENT, SIWE_STATEMENT } from '../../../contract/wallet';
import { expectError } from '../../testing/expect-error';
import { serverForFile } from '../../testing/file-server';
import { startSmtpPeer, tokenOf } from '../../testing/mail';
import { signInAtProvider, startOidcProvider } from '../../testing/oidc-provider';
import { type ApiResult, signUp, TEST_PASSWORD, uniqueEmail } from '../../testing/test-server';
import { changeEmail, changePassword } from '../testing/credential-changes';
import { ssoSettings } from '../testing/sso-settings';
import { signedSiwe } from '../wallet/testing/signed-siwe';

/**
 * Adding or removing a way in is guarded (docs/decisions/0255-ways-in.md), on SQLite and PostgreSQL, against a
 * real SMTP peer and a real OpenID provider: a session whose proof is an hour old cannot link a wallet or an SSO
 * identity, nor change the email or the password; a fresh proof can, the owner is mailed at once, and the
 * mail's undo link removes the new way in and ends every session; a way in linked today proves nothing for
 * payout changes.
 */
const REDIRECT = 'http://127.0.0.1:9/login';
const CLIENT = { client_id: 'stallfeed', client_secret: 'stallfeed-test-secret', redirect_uris: [REDIRECT] };
const MINUTES = 60_000;

let clockOffset = 0;
let n = 0;

const smtp = await startSmtpPeer();
const provider = await startOidcProvider([CLIENT]);
// registered before the server's own afterAll, so that they close after it (hooks run as a stack)
afterAll(async () => {
  clockOffset = 0;
  await smtp.close();
  await provider.close();
});
const server = await serverForFile(
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.test', ...ssoSettings(provider, CLIENT, REDIRECT) },
  { now: () => Date.now() + clockOffset },
);

async function seller() {
  const s = await signUp(server, 's');
  await server.services.accounts.markVerifiedForSeed(s.user_id);
  return s;
}

/** a session whose sign-in is an hour old (the clock moves; call `fresh()` to put it back) */
function anHourLater() {
  clockOffset = 60 * MINUTES;
}
function fresh() {
  clockOffset = 0;
}

const newKey = () => privateKeyToAccount(generatePrivateKey());

/** a message as the web app signs it, naming the site's public address */
const signed = (key: ReturnType<typeof newKey>, statement: string) =>
  signedSiwe(server, key, statement, { origin: 'https://shop.example.test', now: Date.now() + clockOffset });

const linkWallet = async (token: string, key: ReturnType<typeof newKey>) =>
  server.call('/auth/user/wallet_link', await signed(key, SIWE_LINK_STATEMENT), { token });

const walletsOf = async (token: string) =>
  (await server.call<{ wallets: { address: string }[] }>('/auth/user/wallets', {}, { token })).data.wallets;

const activity = async (token: string) =>
  (
    await server.call<{ items: { action: string; kind: string; label: string; undone: boolean }[] }>(
      '/auth/user/way_in_activity',
      {},
      { token },
    )
  ).data.items;

/** the n-th "a way in was added" mail to an address */
const addedMail = (email: string, count = 1) => smtp.waitFor(email, count, 5000, '/way-in-undo');

/** a person at the provider whose email is not an account's */
function person() {
  n += 1;
  const subject = `ways-in-${process.pid}-${n}-${Date.now().toString(36)}`;
  provider.users.set(subject, { email: uniqueEmail('sso-person'), email_verified: true });
  return subject;
}

/** sso_start (as a link when a token is given), the provider's login page, and vio_sso with the answer */
type SsoSession = { token: string; user_id: string; new_account: boolean };

async function sso(subject: string, token?: string): Promise<ApiResult<SsoSession>> {
  const verifier = oidc.randomPKCECodeVerifier();
  const started = await server.call<{ authorization_url: string }>(
    '/auth/user/sso_start',
    { code_challenge: await oidc.calculatePKCECodeChallenge(verifier), ...(token ? { link: true } : {}) },
    token ? { token } : {},
  );
  if (started.status !== 200) return started as unknown as ApiResult<SsoSession>;
  const back = await signInAtProvider(started.data.authorization_url, subject, REDIRECT);
  return server.call<SsoSession>('/auth/user/vio_sso', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    iss: back.searchParams.get('iss') ?? undefined,
    code_verifier: verifier,
  });
}

const setFps = (token: string, value: string) =>
  server.call('/user/info/set_fps', { kind: 'phone', value }, { token });

describe(`ways in (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('an hour-old session cannot link a wallet or an SSO identity, nor change the email or password; nothing changes', async () => {
    const mei = await seller();
    const thief = newKey();
    anHourLater();
    try {
      expectError(await linkWallet(mei.token, thief), 403, 40331);
      expectError(await sso(person(), mei.token), 403, 40331);
      expectError(
        await changeEmail(server, mei.token, { email: uniqueEmail('thief'), passwd: TEST_PASSWORD }),
        403,
        40331,
      );
      expectError(
        await changePassword(server, mei.token, {
          passwd: TEST_PASSWORD,
          new_passwd: 'a thief’s own password',
        }),
        403,
        40331,
      );
      // the attack of the issue: without a linked wallet, the wallet cannot prove anything
      expectError(
        await server.call('/auth/user/wallet_reauth', await signed(thief, SIWE_REAUTH_STATEMENT), {
          token: mei.token,
        }),
        404,
        40420,
      );
      expectError(await setFps(mei.token, '91234567'), 403, 40331);
    } finally {
      fresh();
    }
    expect(await walletsOf(mei.token)).toEqual([]);
    const account = await server.call<{ email: string; pending_email: string | null }>(
      '/auth/user/account',
      {},
      { token: mei.token },
    );
    expect(account.data).toMatchObject({ email: mei.email, pending_email: null });
    expect((await server.call('/auth/user/login', { email: mei.email, passwd: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect(await activity(mei.token)).toEqual([]);
    // the thief's wallet signs in to a new account of its own, not to Mei's
    const own = await server.call<{ user_id: string; new_account: boolean }>('/auth/user/wallet_login', {
      ...(await signed(thief, SIWE_STATEMENT)),
      role: 'c',
    });
    expect(own.data.new_account).toBe(true);
    expect(own.data.user_id).not.toBe(mei.user_id);
  });

  it('after a fresh proof a wallet links; the owner is mailed, and the undo link removes it and ends every session', async () => {
    const mei = await seller();
    const key = newKey();
    anHourLater();
    try {
      expectError(await linkWallet(mei.token, key), 403, 40331);
      expect(
        (await server.call('/auth/user/reauth', { passwd: TEST_PASSWORD }, { token: mei.token })).status,
      ).toBe(200);
      const linked = await linkWallet(mei.token, key);
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    } finally {
      fresh();
    }
    const mail = await addedMail(mei.email);
    expect(mail.text).toContain('A new way to sign in to your Stallfeed account was just added');
    expect(mail.text).toContain(`Wallet: ${key.address.slice(0, 6)}`);
    expect(mail.link).toMatch(/^https:\/\/shop\.example\.test\/way-in-undo\?token=/);
    expect(await activity(mei.token)).toMatchObject([{ action: 'added', kind: 'wallet', undone: false }]);
    const laptop = await server.call<{ token: string }>('/auth/user/login', {
      email: mei.email,
      passwd: TEST_PASSWORD,
    });

    const undo = await server.call<{ kind: string }>('/auth/user/way_in_undo', { token: tokenOf(mail.link) });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.data.kind).toBe('wallet');
    // every session ended: the one that linked it and the laptop's
    expectError(await server.call('/auth/user/me', {}, { token: mei.token }), 401, 40015);
    expectError(await server.call('/auth/user/me', {}, { token: laptop.data.token }), 401, 40015);
    // the wallet no longer signs in to Mei's account
    const walletLogin = await server.call<{ user_id: string; new_account: boolean }>(
      '/auth/user/wallet_login',
      { ...(await signed(key, SIWE_STATEMENT)), role: 'c' },
    );
    expect(walletLogin.data.user_id).not.toBe(mei.user_id);
    expect(walletLogin.data.new_account).toBe(true);
    const back = await server.call<{ token: string }>('/auth/user/login', {
      email: mei.email,
      passwd: TEST_PASSWORD,
    });
    expect(await walletsOf(back.data.token)).toEqual([]);
    expect(await activity(back.data.token)).toMatchObject([{ kind: 'wallet', undone: true }]);
    // the link works once
    expectError(await server.call('/auth/user/way_in_undo', { token: tokenOf(mail.link) }), 404, 40440);
  });

  it('a session re-proven with a wallet linked today cannot change payouts; one proven by password can', async () => {
    const ada = await seller();
    const key = newKey();
    expect((await linkWallet(ada.token, key)).status).toBe(200);
    // the wallet just linked cannot vouch for another way in
    expect(
      (
        await server.call('/auth/user/wallet_reauth', await signed(key, SIWE_REAUTH_STATEMENT), {
          token: ada.token,
        })
      ).status,
    ).toBe(200);
    expectError(await linkWallet(ada.token, newKey()), 403, 40331);
    clockOffset = 10 * MINUTES;
    try {
      expectError(await setFps(ada.token, '91234567'), 403, 40331);
      const reproven = await server.call(
        '/auth/user/wallet_reauth',
        await signed(key, SIWE_REAUTH_STATEMENT),
        { token: ada.token },
      );
      expect(reproven.status, JSON.stringify(reproven.body)).toBe(200);
      expectError(await setFps(ada.token, '91234567'), 403, 40340);
      // a sign-in with that wallet is no better
      const viaWallet = await server.call<{ token: string }>(
        '/auth/user/wallet_login',
        await signed(key, SIWE_STATEMENT),
      );
      expectError(await setFps(viaWallet.data.token, '91234567'), 403, 40340);
      // the password the account was made with proves it
      expect(
        (await server.call('/auth/user/reauth', { passwd: TEST_PASSWORD }, { token: ada.token })).status,
      ).toBe(200);
      expect((await setFps(ada.token, '91234567')).status).toBe(200);
      // 8 days later the wallet counts
      clockOffset = 8 * 86_400_000;
      const later = await server.call<{ token: string }>(
        '/auth/user/wallet_login',
        await signed(key, SIWE_STATEMENT),
      );
      expect((await setFps(later.data.token, '98765432')).status).toBe(200);
    } finally {
      fresh();
    }
  });

  it('an SSO identity links only with a fresh proof; the undo link removes it', async () => {
    const kit = await seller();
    const subject = person();
    anHourLater();
    try {
      expectError(await sso(subject, kit.token), 403, 40331);
      await server.call('/auth/user/reauth', { passwd: TEST_PASSWORD }, { token: kit.token });
      const linked = await sso(subject, kit.token);
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
      expect(linked.data.user_id).toBe(kit.user_id);
      // a session proven by the identity just linked: nothing for payouts
      expectError(await setFps(linked.data.token, '91234567'), 403, 40340);
    } finally {
      fresh();
    }
    const again = await sso(subject);
    expect(again.data.user_id).toBe(kit.user_id);
    const mail = await addedMail(kit.email);
    expect(mail.text).toContain('Single sign-on: Vio');
    expect((await server.call('/auth/user/way_in_undo', { token: tokenOf(mail.link) })).status).toBe(200);
    expectError(await server.call('/auth/user/me', {}, { token: again.data.token }), 401, 40015);
    // the identity signs in to an account of its own now
    const after = await sso(subject);
    expect(after.data.user_id).not.toBe(kit.user_id);
  });

  it('an email change is mailed to the previous address, whose undo link puts it back', async () => {
    const lin = await seller();
    const newEmail = uniqueEmail('moved');
    const asked = await changeEmail(server, lin.token, { email: newEmail, passwd: TEST_PASSWORD });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const confirm = await smtp.waitFor(newEmail, 1, 5000, '/verify-email');
    expect((await server.call('/auth/user/verify_email', { token: tokenOf(confirm.link) })).status).toBe(200);
    const mail = await addedMail(lin.email);
    expect(mail.text).toContain(`Email: ${newEmail}`);
    expect((await server.call('/auth/user/way_in_undo', { token: tokenOf(mail.link) })).status).toBe(200);
    expectError(await server.call('/auth/user/me', {}, { token: lin.token }), 401, 40015);
    expect((await server.call('/auth/user/login', { email: lin.email, passwd: TEST_PASSWORD })).status).toBe(
      200,
    );
    expectError(await server.call('/auth/user/login', { email: newEmail, passwd: TEST_PASSWORD }), 401);
  });

  it('a password change is mailed; its undo ends every session and the new password stops working', async () => {
    const bo = await seller();
    const changed = await changePassword(server, bo.token, {
      passwd: TEST_PASSWORD,
      new_passwd: 'a brand new passphrase',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const mail = await addedMail(bo.email);
    expect(mail.text).toContain('Password');
    expect((await server.call('/auth/user/way_in_undo', { token: tokenOf(mail.link) })).status).toBe(200);
    expectError(await server.call('/auth/user/me', {}, { token: bo.token }), 401, 40015);
    expectError(
      await server.call('/auth/user/login', { email: bo.email, passwd: 'a brand new passphrase' }),
      401,
    );
    expectError(await server.call('/auth/user/login', { email: bo.email, passwd: TEST_PASSWORD }), 401);
  });
});
