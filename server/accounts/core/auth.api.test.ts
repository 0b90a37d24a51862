import { describe, expect, it } from 'vitest';
import { decodeLocalizedMessage } from '../../../contract/errors';
import { serverForFile } from '../../testing/file-server';
import { withOwnServer } from '../../testing/own-server';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../testing/test-server';

const server = await serverForFile({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });

describe(`accounts and sessions (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('register → login → call needing login → logout → the token is refused with 40015', async () => {
    const email = uniqueEmail();
    const reg = await server.call<{ token: string; role: string; user_id: string; email: string }>(
      '/auth/user/register',
      { email, passwd: TEST_PASSWORD },
    );
    expect(reg.status).toBe(200);
    expect(reg.data.role).toBe('c');
    expect(reg.data.email).toBe(email);

    const login = await server.call<{ token: string; user_id: string; role: string }>('/auth/user/login', {
      email: email.toUpperCase(), // emails match case-insensitively
      passwd: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.data.user_id).toBe(reg.data.user_id);
    expect(login.data.token).not.toBe(reg.data.token);
    expect(Buffer.from(login.data.token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const me = await server.call<{ user_id: string }>('/auth/user/me', {}, { token: login.data.token });
    expect(me.data.user_id).toBe(reg.data.user_id);

    const out = await server.call('/auth/user/logout', {}, { token: login.data.token });
    expect(out.status).toBe(200);

    const after = await server.call('/auth/user/me', {}, { token: login.data.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, error: { code: 40015 } });
    // the other session (from register) is still alive: logout revokes only its own token
    expect((await server.call('/auth/user/me', {}, { token: reg.data.token })).status).toBe(200);
  });

  it('refuses a missing, unknown or expired token with 40015', async () => {
    const missing = await server.call('/auth/user/me', {});
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, error: { code: 40015 } });

    const unknown = await server.call('/auth/user/me', {}, { token: 'not-a-token' });
    expect(unknown.body).toMatchObject({ success: false, error: { code: 40015 } });

    const session = await signUp(server);
    await server.db.kysely
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1000 })
      .execute();
    const expired = await server.call('/auth/user/me', {}, { token: session.token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, error: { code: 40015 } });
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const email = uniqueEmail('dup');
    await signUp(server, 'c', email);
    const again = await server.call('/auth/user/register', {
      email: email.toUpperCase(),
      passwd: TEST_PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: { code: 40901 } });
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const email = uniqueEmail('known');
    await signUp(server, 'c', email);
    const wrong = await server.call('/auth/user/login', { email, passwd: 'wrong password here' });
    const unknown = await server.call('/auth/user/login', {
      email: uniqueEmail('nobody'),
      passwd: 'wrong password here',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    if (wrong.body.success) throw new Error('expected failure');
    expect(decodeLocalizedMessage(wrong.body.error.message, 'en')).toBe(
      'The email or password is incorrect.',
    );
    expect(decodeLocalizedMessage(wrong.body.error.message, 'zh-HK')).toBe('電郵或密碼不正確。');
  });

  it('takes comparable time for an unknown email and a wrong password', async () => {
    const time = async (e: string) => {
      const start = performance.now();
      await server.call('/auth/user/login', { email: e, passwd: 'wrong password here' });
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // alternate, with a new account for each try so the per-account throttle never answers early
    for (let i = 0; i < 4; i++) {
      const email = uniqueEmail('timing');
      await signUp(server, 'c', email);
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    // the fastest try of each is the work itself, with the least of a busy machine's noise on it: both run
    // one argon2id verification, where an unknown email answered without it would be ~10x faster
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.4);
  });

  it('cannot be escalated by extra fields in register or login', async () => {
    const email = uniqueEmail('escalate');
    const admin = await server.call('/auth/user/register', { email, passwd: TEST_PASSWORD, role: 'admin' });
    expect(admin.status).toBe(400);
    const withId = await server.call('/auth/user/register', {
      email,
      passwd: TEST_PASSWORD,
      user_id: 'x1',
      is_admin: true,
    });
    expect(withId.status).toBe(400);
    expect(withId.body).toMatchObject({ success: false, error: { code: 40000 } });
    // nothing was written by the refused calls
    expect((await server.call('/auth/user/login', { email, passwd: TEST_PASSWORD })).status).toBe(401);

    await signUp(server, 'c', email);
    const loginAsSeller = await server.call('/auth/user/login', { email, passwd: TEST_PASSWORD, role: 's' });
    expect(loginAsSeller.status).toBe(400);
    const login = await server.call<{ role: string }>('/auth/user/login', { email, passwd: TEST_PASSWORD });
    expect(login.data.role).toBe('c');
  });

  it('enforces password length and refuses common passwords', async () => {
    const short = await server.call('/auth/user/register', { email: uniqueEmail(), passwd: 'short' });
    expect(short.status).toBe(400);
    const long = await server.call('/auth/user/register', { email: uniqueEmail(), passwd: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    const common = await server.call('/auth/user/register', { email: uniqueEmail(), passwd: 'Password123' });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ success: false, error: { code: 40002 } });
    const bad = await server.call('/auth/user/register', { email: 'not-an-email', passwd: TEST_PASSWORD });
    expect(bad.status).toBe(400);
  });

  it('throttles repeated failed logins on one account with a localized 429', async () => {
    const email = uniqueEmail('throttle');
    await signUp(server, 'c', email);
    for (let i = 0; i < 3; i++) {
      expect((await server.call('/auth/user/login', { email, passwd: 'wrong password here' })).status).toBe(
        401,
      );
    }
    const blocked = await server.call('/auth/user/login', { email, passwd: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    if (blocked.body.success) throw new Error('expected failure');
    expect(blocked.body.error.code).toBe(42900);
    expect(blocked.body.error.message.startsWith('i18n:')).toBe(true);
    expect(decodeLocalizedMessage(blocked.body.error.message, 'zh-CN')).toContain('尝试次数过多');
    // another account from the same address is still fine
    const other = await signUp(server);
    expect(
      (await server.call('/auth/user/login', { email: other.email, passwd: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('lets sellers register as sellers', async () => {
    const seller = await signUp(server, 's');
    expect(seller.role).toBe('s');
  });
});

describe('login throttle per address', () => {
  it('blocks an address that fails across many accounts', async () => {
    await withOwnServer({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' }, async (strict) => {
      for (let i = 0; i < 4; i++) {
        await strict.call('/auth/user/login', { email: uniqueEmail('spray'), passwd: 'wrong password here' });
      }
      const res = await strict.call('/auth/user/login', {
        email: uniqueEmail('spray'),
        passwd: 'wrong password here',
      });
      expect(res.status).toBe(429);
    });
  });
});
