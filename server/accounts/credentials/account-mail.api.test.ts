import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-error';
import { serverForFile } from '../../testing/file-server';
import { startSmtpPeer, tokenOf } from '../../testing/mail';
import { withOwnServer } from '../../testing/own-server';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../testing/test-server';

// Mail-backed account flows against a real SMTP peer (docs/decisions/0050-mail-and-account-tokens.md,
// 0052-email-verification.md, 0053-password-reset.md). The auth clock is injected to expire links.
type Session = { token: string; user_id: string; role: string; email: string };

let clockOffset = 0;
const smtp = await startSmtpPeer();
afterAll(() => smtp.close());
const server = await serverForFile(
  {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Stallfeed <hello@stallfeed.test>',
    PUBLIC_URL: 'https://shop.example.test',
  },
  { now: () => Date.now() + clockOffset },
);

function resetMail(email: string, count: number) {
  return smtp.waitFor(email, count, 5000, '/login-reset-password');
}

async function requestReset(email: string) {
  return server.call<{ message: string }>('/auth/user/reset_password_email', { email });
}

describe(`mail: verification and password reset (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('register → the verification mail arrives in the user’s language → its link verifies the email once', async () => {
    const email = uniqueEmail('verify');
    const reg = await server.call<Session>('/auth/user/register', {
      email,
      passwd: TEST_PASSWORD,
      locale: 'zh-HK',
    });
    expect(reg.status).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toMatch(/^From: Stallfeed <hello@stallfeed\.test>/m);
    expect(mail.text).toContain('請確認這是你的電郵地址');
    expect(mail.text).toContain('Content-Type: text/html');
    expect(mail.link).toMatch(/^https:\/\/shop\.example\.test\/verify-email\?token=[\w-]{43}$/);

    const before = await server.call<{ email_verified: boolean; locale: string }>(
      '/auth/user/account',
      {},
      { token: reg.data.token },
    );
    expect(before.data).toMatchObject({ email_verified: false, locale: 'zh-HK' });
    expect(await server.services.auth.isEmailVerified(reg.data.user_id)).toBe(false);

    // the link needs no login (it may be opened on another device)
    const verified = await server.call<{ email: string }>('/auth/user/verify_email', {
      token: tokenOf(mail.link),
    });
    expect(verified.data.email).toBe(email);
    expect(await server.services.auth.isEmailVerified(reg.data.user_id)).toBe(true);
    const after = await server.call<{ email_verified: boolean }>(
      '/auth/user/account',
      {},
      { token: reg.data.token },
    );
    expect(after.data.email_verified).toBe(true);

    expectError(await server.call('/auth/user/verify_email', { token: tokenOf(mail.link) }), 400, 40060);
    // verified: resend sends nothing more
    const resend = await server.call<{ sent: boolean }>(
      '/auth/user/resend_verification',
      {},
      { token: reg.data.token },
    );
    expect(resend.data.sent).toBe(false);
  });

  it('resend: a new link replaces the old one; throttled per account with 429', async () => {
    const user = await signUp(server);
    await smtp.waitFor(user.email);
    const again = await server.call<{ sent: boolean }>(
      '/auth/user/resend_verification',
      {},
      { token: user.token },
    );
    expect(again.data.sent).toBe(true);
    const second = await smtp.waitFor(user.email, 2);
    const first = smtp.to(user.email)[0]!;
    expectError(await server.call('/auth/user/verify_email', { token: tokenOf(first.link) }), 400, 40060);
    expect((await server.call('/auth/user/verify_email', { token: tokenOf(second.link) })).status).toBe(200);

    const other = await signUp(server);
    for (let i = 0; i < 3; i++)
      expect((await server.call('/auth/user/resend_verification', {}, { token: other.token })).status).toBe(
        200,
      );
    expectError(await server.call('/auth/user/resend_verification', {}, { token: other.token }), 429, 42960);
    expectError(await server.call('/auth/user/resend_verification', {}), 401, 40015);
  });

  it('reset for an unknown and a known email: identical answers, one mail only for the known', async () => {
    const user = await signUp(server);
    await smtp.waitFor(user.email); // the verification mail
    const unknown = uniqueEmail('nobody');
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    // alternating, three of each (the per-account limit); the fastest of each is the least disturbed by load
    for (let i = 0; i < 3; i++) {
      for (const [kind, email] of [
        ['unknown', unknown],
        ['known', user.email],
      ] as const) {
        const t0 = performance.now();
        const res = await requestReset(email);
        timings[kind].push(performance.now() - t0);
        expect(res.status).toBe(200);
        bodies.add(JSON.stringify(res.body));
      }
    }
    expect(bodies.size).toBe(1); // identical answers
    // both wait for the same floor (150 ms); the token and the mail of a known one come after the answer
    const fastest = { known: Math.min(...timings.known), unknown: Math.min(...timings.unknown) };
    expect(fastest.unknown).toBeGreaterThanOrEqual(140);
    expect(fastest.known).toBeGreaterThanOrEqual(140);
    expect(Math.abs(fastest.known - fastest.unknown)).toBeLessThan(60);

    const mail = await resetMail(user.email, 3);
    await server.services.mailer.idle();
    expect(smtp.to(unknown)).toHaveLength(0);
    expect(smtp.to(user.email)).toHaveLength(1 + 3); // verification + one per request
    expect(mail.text).toContain('reset the password');
    expect(mail.link).toMatch(/^https:\/\/shop\.example\.test\/login-reset-password\?token=[\w-]{43}$/);
  });

  it('reset token: works once, ends every old session (40015) and logs the caller in', async () => {
    const user = await signUp(server);
    const other = await server.call<Session>('/auth/user/login', {
      email: user.email,
      passwd: TEST_PASSWORD,
    });
    await requestReset(user.email);
    const mail = await resetMail(user.email, 1);
    const token = tokenOf(mail.link);

    expectError(await server.call('/auth/user/reset_password', { token, passwd: 'password' }), 400, 40002);
    const reset = await server.call<Session>('/auth/user/reset_password', {
      token,
      passwd: 'a brand new secret 9',
    });
    expect(reset.status).toBe(200);
    expect(reset.data.user_id).toBe(user.user_id);
    expect((await server.call('/auth/user/me', {}, { token: reset.data.token })).status).toBe(200);
    for (const old of [user.token, other.data.token])
      expectError(await server.call('/auth/user/me', {}, { token: old }), 401, 40015);

    const again = await server.call('/auth/user/reset_password', { token, passwd: 'yet another secret 10' });
    const text = expectError(again, 400, 40060);
    expect(text).toMatch(/already used/);
    expectError(
      await server.call('/auth/user/login', { email: user.email, passwd: TEST_PASSWORD }),
      401,
      40101,
    );
    expect(
      (await server.call('/auth/user/login', { email: user.email, passwd: 'a brand new secret 9' })).status,
    ).toBe(200);
    // the mail reached its owner: the email counts as verified
    expect(await server.services.auth.isEmailVerified(user.user_id)).toBe(true);
  });

  it('reset token: not after 30 minutes (clock injected), not after a newer one', async () => {
    const user = await signUp(server);
    await requestReset(user.email);
    const expiring = tokenOf((await resetMail(user.email, 1)).link);
    clockOffset = 30 * 60_000 + 1000;
    try {
      expectError(
        await server.call('/auth/user/reset_password', { token: expiring, passwd: 'fresh secret 11' }),
        400,
        40060,
      );
    } finally {
      clockOffset = 0;
    }

    await requestReset(user.email);
    const older = tokenOf((await resetMail(user.email, 2)).link);
    await requestReset(user.email);
    const newer = tokenOf((await resetMail(user.email, 3)).link);
    expectError(
      await server.call('/auth/user/reset_password', { token: older, passwd: 'fresh secret 11' }),
      400,
      40060,
    );
    expect(
      (await server.call('/auth/user/reset_password', { token: newer, passwd: 'fresh secret 11' })).status,
    ).toBe(200);
  });

  it('reset mails are throttled per account (429, known email or not)', async () => {
    const user = await signUp(server);
    const unknown = uniqueEmail('ghost');
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(200);
      expectError(await requestReset(email), 429, 42960);
    }
    await server.services.mailer.idle();
    expect(smtp.to(user.email)).toHaveLength(1 + 3); // verification + three resets
  });

  it('refuses garbage tokens and extra fields', async () => {
    expectError(
      await server.call('/auth/user/reset_password', { token: 'x'.repeat(43), passwd: 'fresh secret 12' }),
      400,
      40060,
    );
    expectError(await server.call('/auth/user/verify_email', { token: 'y'.repeat(43) }), 400, 40060);
    expectError(
      await server.call('/auth/user/verify_email', { token: 'y'.repeat(43), email_verified: true }),
      400,
      40000,
    );
    expectError(await server.call('/auth/user/reset_password_email', { email: 'not-an-email' }), 400, 40000);
  });

  it('reset mails are throttled per client address across different emails (429)', async () => {
    await withOwnServer({ SMTP_URL: smtp.url, MAIL_MAX_PER_ADDRESS: '5' }, async (small) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await small.call('/auth/user/reset_password_email', { email: uniqueEmail(`spray${i}`) });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  it('a mail server that is down never loses the request: register answers, the user can ask again', async () => {
    // nothing listens on port 1
    await withOwnServer({ SMTP_URL: 'smtp://user:pass@127.0.0.1:1' }, async (down) => {
      const user = await signUp(down);
      const resend = await down.call<{ sent: boolean }>(
        '/auth/user/resend_verification',
        {},
        { token: user.token },
      );
      expect(resend.data.sent).toBe(true);
      expect((await down.call('/auth/user/reset_password_email', { email: user.email })).status).toBe(200);
      await down.services.mailer.idle(); // the failures were logged, nothing was thrown
      expect((await down.call('/auth/user/me', {}, { token: user.token })).status).toBe(200);
    });
  });
});
