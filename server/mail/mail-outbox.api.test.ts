import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../testing/mail';
import { freePort } from '../testing/private-services';
import { signUp, startTestServer, type TestServer } from '../testing/test-server';
import { MAX_MAIL_ATTEMPTS, mailBackoff } from './mailer';

// The mail outbox (docs/decisions/0223-dependency-faults.md), against a real SMTP peer: a reset mail asked for while
// the mail server is down is kept and arrives once it is back; the person's answer does not wait for it.
let port = 0;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
let server: TestServer;

beforeAll(async () => {
  port = await freePort();
  smtp = await startSmtpPeer({ port });
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('mail outbox', () => {
  it('a reset mail asked for during an SMTP outage arrives after it', { timeout: 60_000 }, async () => {
    const { email } = await signUp(server);
    await smtp!.waitFor(email, 1, 10_000, '/verify-email');
    await smtp!.close();
    smtp = undefined;

    const started = Date.now();
    const asked = await server.call('/auth/user/reset_password_email', { email });
    expect(asked.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    // a few failed attempts while the server is away
    await new Promise((r) => setTimeout(r, 1000));

    smtp = await startSmtpPeer({ port });
    const mail = await smtp.waitFor(email, 1, 20_000, '/login-reset-password');
    expect(mail.link).toContain('token=');
    // sent once, not once per attempt
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.to(email).filter((m) => m.link?.includes('/login-reset-password'))).toHaveLength(1);
  });

  it('waits longer after each failure, up to 6 hours, and gives up after about two days', () => {
    expect([1, 2, 3, 4].map((n) => mailBackoff(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(mailBackoff(20, 30_000)).toBe(6 * 3_600_000);
    let total = 0;
    for (let n = 1; n < MAX_MAIL_ATTEMPTS; n++) total += mailBackoff(n, 30_000);
    expect(total / 3_600_000).toBeGreaterThan(24);
    expect(total / 3_600_000).toBeLessThan(72);
  });
});
