import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-error';
import { serverForFile } from '../../testing/file-server';
import { readMail, tokenOf } from '../../testing/mail';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../testing/test-server';
import { changeEmail, changePassword } from '../testing/credential-changes';

// The security screen's calls (docs/decisions/0051-sessions-and-security.md): sessions with their
// devices, ending them, changing password and email, adding a password. Mails go to the outbox here
// (no SMTP_URL), which is also the outbox test.
type Session = { token: string; user_id: string; role: string; email: string };
type SessionInfo = {
  id: string;
  browser: string | null;
  os: string | null;
  mobile: boolean;
  created_at: number;
  last_seen_at: number;
  current: boolean;
};

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let clockOffset = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-security-'));
const outbox = path.join(dataDir, 'outbox');
// registered before the server's own afterAll, so that it runs after the server has closed (hooks run as a stack)
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const server = await serverForFile({ DATA_DIR: dataDir }, { now: () => Date.now() + clockOffset });

async function loginFrom(email: string, userAgent: string, passwd = TEST_PASSWORD): Promise<Session> {
  const res = await fetch(`${server.url}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ data: { email, passwd } }),
  });
  const body = (await res.json()) as { data: Session };
  return body.data;
}

async function sessionsOf(token: string) {
  return (await server.call<{ sessions: SessionInfo[] }>('/auth/user/sessions', {}, { token })).data.sessions;
}

/** mails in DATA_DIR/outbox addressed to `to` */
async function outboxMails(to: string) {
  await server.services.mailer.idle();
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readMail(fs.readFileSync(path.join(outbox, f), 'utf8')))
    .filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(m.raw));
}

describe(`security: sessions, password, email (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('without SMTP_URL the mail lands as an .eml file in DATA_DIR/outbox/ with a working link', async () => {
    const user = await signUp(server);
    const mails = await outboxMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/^Subject: Confirm your email for Stallfeed$/m);
    // links fall back to the server's own address when PUBLIC_URL is not set
    const port = new URL(server.url).port;
    expect(mails[0]!.link).toMatch(new RegExp(`^http://localhost:${port}/verify-email\\?token=`));
    expect((await server.call('/auth/user/verify_email', { token: tokenOf(mails[0]!.link) })).status).toBe(
      200,
    );
  });

  it('lists the live sessions with device, first and last seen, this one marked', async () => {
    const user = await signUp(server);
    const phone = await loginFrom(user.email, IPHONE);
    const list = await sessionsOf(phone.token);
    expect(list).toHaveLength(2);
    const mine = list.find((s) => s.current)!;
    expect(mine).toMatchObject({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(mine.last_seen_at).toBeGreaterThanOrEqual(mine.created_at);
    // nothing of the token leaks: ids are separate from token hashes
    for (const s of list) expect(s.id).not.toMatch(/^[0-9a-f]{64}$/);

    // last seen: written at most once a minute (clock injected)
    const first = mine.last_seen_at;
    clockOffset = 30_000;
    expect((await sessionsOf(phone.token)).find((s) => s.current)!.last_seen_at).toBe(first);
    clockOffset = 61_000;
    expect((await sessionsOf(phone.token)).find((s) => s.current)!.last_seen_at).toBeGreaterThanOrEqual(
      first + 61_000,
    );
    clockOffset = 0;
  });

  it('ends one session: that token gets 40015; another user cannot end it; anonymous gets 40015', async () => {
    const user = await signUp(server);
    const phone = await loginFrom(user.email, IPHONE);
    const stranger = await signUp(server);
    const phoneId = (await sessionsOf(phone.token)).find((s) => s.current)!.id;

    expectError(
      await server.call('/auth/user/end_session', { id: phoneId }, { token: stranger.token }),
      404,
      40460,
    );
    expectError(await server.call('/auth/user/end_session', { id: phoneId }), 401, 40015);
    expectError(await server.call('/auth/user/sessions', {}), 401, 40015);
    expect((await server.call('/auth/user/me', {}, { token: phone.token })).status).toBe(200);

    expect((await server.call('/auth/user/end_session', { id: phoneId }, { token: user.token })).status).toBe(
      200,
    );
    expectError(await server.call('/auth/user/me', {}, { token: phone.token }), 401, 40015);
    expectError(
      await server.call('/auth/user/end_session', { id: phoneId }, { token: user.token }),
      404,
      40460,
    );
    expect((await sessionsOf(user.token)).map((s) => s.current)).toEqual([true]);
  });

  it('logs out everywhere else', async () => {
    const user = await signUp(server);
    const a = await loginFrom(user.email, IPHONE);
    const b = await loginFrom(user.email, 'curl/8');
    const res = await server.call<{ ended_sessions: number }>(
      '/auth/user/end_other_sessions',
      {},
      { token: a.token },
    );
    expect(res.data.ended_sessions).toBe(2);
    for (const t of [user.token, b.token])
      expectError(await server.call('/auth/user/me', {}, { token: t }), 401, 40015);
    expect((await server.call('/auth/user/me', {}, { token: a.token })).status).toBe(200);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const user = await signUp(server);
    const other = await loginFrom(user.email, IPHONE);
    expectError(
      await changePassword(server, user.token, { passwd: 'wrong one!', new_passwd: 'new secret 2026' }),
      400,
      40061,
    );
    expectError(
      await changePassword(server, user.token, { passwd: TEST_PASSWORD, new_passwd: 'password' }),
      400,
      40002,
    );
    expectError(
      await changePassword(server, user.token, {
        passwd: TEST_PASSWORD,
        new_passwd: 'new secret 2026',
        role: 's',
      }),
      400,
      40000,
    );
    const ok = await changePassword(server, user.token, {
      passwd: TEST_PASSWORD,
      new_passwd: 'new secret 2026',
    });
    expect(ok.data.ended_sessions).toBe(1);
    expectError(await server.call('/auth/user/me', {}, { token: other.token }), 401, 40015);
    expect((await server.call('/auth/user/me', {}, { token: user.token })).status).toBe(200);
    expect(
      (await server.call('/auth/user/login', { email: user.email, passwd: 'new secret 2026' })).status,
    ).toBe(200);
    expectError(
      await server.call('/auth/user/change_password', { passwd: 'x', new_passwd: 'new secret 2027' }),
      401,
      40015,
    );
  });

  it('changes the email only when the link mailed to the new address is opened', async () => {
    const user = await signUp(server);
    const taken = await signUp(server);
    const next = uniqueEmail('moved');
    expectError(await changeEmail(server, user.token, { email: next, passwd: 'not mine!' }), 400, 40061);
    expectError(
      await changeEmail(server, user.token, { email: taken.email, passwd: TEST_PASSWORD }),
      409,
      40901,
    );
    const asked = await changeEmail(server, user.token, {
      email: next,
      passwd: TEST_PASSWORD,
      locale: 'zh-CN',
    });
    expect(asked.data.pending_email).toBe(next);
    const status = await server.call<{ email: string; pending_email: string | null }>(
      '/auth/user/account',
      {},
      { token: user.token },
    );
    expect(status.data).toMatchObject({ email: user.email, pending_email: next });
    // not yet: the old address still logs in
    expect((await server.call('/auth/user/login', { email: user.email, passwd: TEST_PASSWORD })).status).toBe(
      200,
    );

    const [mail] = await outboxMails(next);
    expect(mail!.text).toContain('确认后才会生效');
    // the current address is told, with a way to the security screen
    const notice = (await outboxMails(user.email)).find((m) => m.text.includes('请求改用另一个邮箱地址'));
    expect(notice?.text).toMatch(/http:\/\/localhost:\d+\/security/);
    const done = await server.call<{ email: string }>('/auth/user/verify_email', {
      token: tokenOf(mail!.link),
    });
    expect(done.data.email).toBe(next);
    expect((await server.call('/auth/user/login', { email: next, passwd: TEST_PASSWORD })).status).toBe(200);
    expectError(
      await server.call('/auth/user/login', { email: user.email, passwd: TEST_PASSWORD }),
      401,
      40101,
    );
    const after = await server.call<{ email: string; email_verified: boolean; pending_email: string | null }>(
      '/auth/user/account',
      {},
      { token: user.token },
    );
    expect(after.data).toMatchObject({ email: next, email_verified: true, pending_email: null });
    // the old verification link (for the old address) no longer verifies anything
    const [oldMail] = await outboxMails(user.email);
    expectError(await server.call('/auth/user/verify_email', { token: tokenOf(oldMail!.link) }), 400, 40060);
  });

  it('set_password: refused (409) for an account that has one; anonymous 40015', async () => {
    const user = await signUp(server);
    const status = await server.call<{ has_password: boolean }>(
      '/auth/user/account',
      {},
      { token: user.token },
    );
    expect(status.data.has_password).toBe(true);
    expectError(
      await server.call('/auth/user/set_password', { passwd: 'another secret 1' }, { token: user.token }),
      409,
      40960,
    );
    expectError(await server.call('/auth/user/set_password', { passwd: 'another secret 1' }), 401, 40015);
  });

  it('set_password: an account created without a password (as wallet / SSO sign-ups will be) gets one', async () => {
    const user = await signUp(server);
    // today every sign-up has a password: mark this one as password-less, as those sign-ups will store it
    await server.db.kysely
      .updateTable('users')
      .set({ has_password: 0 })
      .where('id', '=', user.user_id)
      .execute();
    expectError(
      await server.call('/auth/user/login', { email: user.email, passwd: TEST_PASSWORD }),
      401,
      40101,
    );
    expectError(
      await server.call('/auth/user/set_password', { passwd: 'password' }, { token: user.token }),
      400,
      40002,
    );
    expect(
      (await server.call('/auth/user/set_password', { passwd: 'wallet user pw 1' }, { token: user.token }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('/auth/user/login', { email: user.email, passwd: 'wallet user pw 1' })).status,
    ).toBe(200);
    expectError(
      await server.call('/auth/user/set_password', { passwd: 'wallet user pw 2' }, { token: user.token }),
      409,
      40960,
    );
  });
});
