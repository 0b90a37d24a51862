import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIWE_LINK_STATEMENT, SIWE_REAUTH_STATEMENT } from '../../../contract/wallet';
import { signedSiwe } from '../../accounts/wallet/testing/signed-siwe';
import { solidImage } from '../../media/test-images';
import { expectError } from '../../testing/expect-error';
import { startSmtpPeer, tokenOf } from '../../testing/mail';
import { signUp, startTestServer, TEST_PASSWORD, type TestServer } from '../../testing/test-server';

/**
 * Where the money goes, guarded (docs/decisions/0222-payout-changes.md) on SQLite and PostgreSQL: a session
 * whose sign-in is more than 5 minutes old cannot change the FPS identifier, bank account or payment codes until
 * the person proves who they are again; each change is mailed over SMTP with a link that undoes it, pauses
 * changes and ends every session.
 */
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let clockOffset = 0;
const MINUTES = 60_000;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.test' },
    { now: () => Date.now() + clockOffset },
  );
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function seller() {
  const s = await signUp(server, 's');
  await server.services.accounts.markVerifiedForSeed(s.user_id);
  return s;
}

/** the n-th payout mail to an address (the verification mail of the sign-up arrives in any order) */
const payoutMail = (email: string, n: number) => smtp.waitFor(email, n, 5000, '/payout-undo');

const setFps = (token: string, value: string) =>
  server.call<{ fps: { kind: string; value: string } | null }>(
    '/user/info/set_fps',
    { kind: 'phone', value },
    { token },
  );

describe(`payout changes (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('an old session is refused until the password is entered again; the change is mailed with an undo link', async () => {
    const mei = await seller();
    expect((await setFps(mei.token, '91234567')).status).toBe(200); // just signed in: allowed
    await payoutMail(mei.email, 1);
    clockOffset = 10 * MINUTES;
    try {
      expectError(await setFps(mei.token, '98765432'), 403, 40331);
      expectError(
        await server.call(
          '/user/info/edit_bank_info',
          { bank_name: 'HSBC', account_holder: 'Mei', account_number: '123456789' },
          { token: mei.token },
        ),
        403,
        40331,
      );
      expectError(
        await server.call('/auth/user/reauth', { passwd: 'not it at all' }, { token: mei.token }),
        400,
        40061,
      );
      expect(
        (await server.call('/auth/user/reauth', { passwd: TEST_PASSWORD }, { token: mei.token })).status,
      ).toBe(200);
      const changed = await setFps(mei.token, '98765432');
      expect(changed.data.fps).toMatchObject({ value: '+852-98765432' });
    } finally {
      clockOffset = 0;
    }
    const mail = await payoutMail(mei.email, 2);
    expect(mail.text).toContain('Where your Stallfeed payments go was changed');
    expect(mail.link).toMatch(/^https:\/\/shop\.example\.test\/payout-undo\?token=/);
    const activity = await server.call<{ items: { kind: string; undone: boolean }[] }>(
      '/user/info/payout_activity',
      {},
      { token: mei.token },
    );
    expect(activity.data.items.map((i) => i.kind)).toEqual(['fps', 'fps']);
  });

  it('the undo link restores the previous identifier, ends every session and pauses changes; it works once', async () => {
    const mei = await seller();
    await setFps(mei.token, '91234567');
    await payoutMail(mei.email, 1);
    const laptop = await server.call<{ token: string }>('/auth/user/login', {
      email: mei.email,
      passwd: TEST_PASSWORD,
    });
    // a thief with the phone changes where payments go
    await setFps(mei.token, '66668888');
    const mail = await payoutMail(mei.email, 2);
    const undo = await server.call<{ kind: string }>('/user/info/payout_undo', { token: tokenOf(mail.link) });
    expect(undo.status, JSON.stringify(undo.body) + mail.link).toBe(200);
    expect(undo.data.kind).toBe('fps');
    // every session ended: the thief's and the laptop's
    expectError(await setFps(mei.token, '66668888'), 401, 40015);
    expectError(await server.call('/user/info/get', {}, { token: laptop.data.token }), 401, 40015);
    // signed in again: the previous identifier is back, and changes are paused
    const back = await server.call<{ token: string }>('/auth/user/login', {
      email: mei.email,
      passwd: TEST_PASSWORD,
    });
    const fps = await server.call<{ fps: { value: string } }>(
      '/user/info/fps',
      {},
      { token: back.data.token },
    );
    expect(fps.data.fps.value).toBe('+852-91234567');
    expectError(await setFps(back.data.token, '12345678'), 423, 42300);
    const activity = await server.call<{ items: { undone: boolean }[]; frozen_until: number | null }>(
      '/user/info/payout_activity',
      {},
      { token: back.data.token },
    );
    expect(activity.data.items[0]!.undone).toBe(true);
    expect(activity.data.frozen_until).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    // the link works once
    expectError(await server.call('/user/info/payout_undo', { token: tokenOf(mail.link) }), 404);
  });

  it('a payment code added by a thief is removed by the undo; a bank account goes back to none', async () => {
    const kenji = await seller();
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(await solidImage(120, 120))], { type: 'image/png' }),
      'qr.png',
    );
    const added = await fetch(`${server.url}/api/user/info/upload_code?type=payme`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kenji.token}` },
      body: form,
    });
    expect(added.status).toBe(200);
    const codeMail = await payoutMail(kenji.email, 1);
    await server.call(
      '/user/info/edit_bank_info',
      { bank_name: 'HSBC', account_holder: 'Thief', account_number: '999999999' },
      { token: kenji.token },
    );
    const bankMail = await payoutMail(kenji.email, 2);
    expect((await server.call('/user/info/payout_undo', { token: tokenOf(bankMail.link) })).status).toBe(200);
    // the codes undo: still a valid link (a different change) though sessions ended and changes are paused
    expect((await server.call('/user/info/payout_undo', { token: tokenOf(codeMail.link) })).status).toBe(200);
    const back = await server.call<{ token: string }>('/auth/user/login', {
      email: kenji.email,
      passwd: TEST_PASSWORD,
    });
    const codes = await server.call<unknown[]>(
      '/user/info/list_payment_code',
      {},
      { token: back.data.token },
    );
    expect(codes.data).toEqual([]);
    const bank = await server.call<unknown>('/user/info/get_bank_info', {}, { token: back.data.token });
    expect(bank.data).toBeNull();
  });

  it('a wallet linked to the account proves the person again, once it is 7 days old (docs/decisions/0255-ways-in.md)', async () => {
    const ada = await seller();
    const key = privateKeyToAccount(generatePrivateKey());
    // messages name the site's public address (PUBLIC_URL), as the app's own do
    const signed = (statement: string) =>
      signedSiwe(server, key, statement, {
        origin: 'https://shop.example.test',
        now: Date.now() + clockOffset,
      });
    expect(
      (await server.call('/auth/user/wallet_link', await signed(SIWE_LINK_STATEMENT), { token: ada.token }))
        .status,
    ).toBe(200);
    clockOffset = 10 * MINUTES;
    try {
      expectError(await setFps(ada.token, '91234567'), 403, 40331);
      // a sign-in message is not a re-authentication
      expectError(
        await server.call('/auth/user/wallet_reauth', await signed(SIWE_LINK_STATEMENT), {
          token: ada.token,
        }),
        400,
      );
      const ok = await server.call('/auth/user/wallet_reauth', await signed(SIWE_REAUTH_STATEMENT), {
        token: ada.token,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      // linked today: a stolen session's own wallet must not move the money
      expectError(await setFps(ada.token, '91234567'), 403, 40340);
      clockOffset = 8 * 86_400_000;
      const later = await server.call<{ token: string }>('/auth/user/login', {
        email: ada.email,
        passwd: TEST_PASSWORD,
      });
      const reproven = await server.call('/auth/user/wallet_reauth', await signed(SIWE_REAUTH_STATEMENT), {
        token: later.data.token,
      });
      expect(reproven.status, JSON.stringify(reproven.body)).toBe(200);
      expect((await setFps(later.data.token, '91234567')).status).toBe(200);
    } finally {
      clockOffset = 0;
    }
  });
});
