import { describe, expect, it } from 'vitest';
import { serverForFile } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { answerProblems, changedTables, runFuzz, settledChecksums } from './fuzz';

// The short fuzz run of docs/reliability.md (the long one: `npm run soak -- fuzz`): bodies generated from
// every call's contract schema and mutated; no 5xx, no write on a 4xx, every error in the envelope.
const server = await serverForFile();

describe('fuzzing every call', () => {
  it('answers 600 generated and mutated bodies without a 5xx or a write on a 4xx', {
    timeout: 120_000,
  }, async () => {
    const report = await runFuzz(server, { bodies: 600, seed: Number(process.env.FUZZ_SEED ?? 17) });
    expect(report.failures).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.writesOn4xx).toBe(0);
    expect(report.envelopeProblems).toBe(0);
    // the bodies reach the handlers, not only the validator
    expect(report.byStatus['200'] ?? 0).toBeGreaterThan(20);
    expect(report.byStatus['400'] ?? 0).toBeGreaterThan(100);
  });

  it('the checks catch what they look for', async () => {
    expect(answerProblems(500, '{"success":false,"error":{"code":50000,"message":"x"}}')).toContain(
      'status 500',
    );
    expect(answerProblems(400, '{"success":false,"error":{"code":12345,"message":"x"}}').join()).toContain(
      'not in contract/errors.ts',
    );
    expect(answerProblems(404, '{"success":false,"error":{"code":40000,"message":"x"}}').join()).toContain(
      'sent with status 404',
    );
    expect(answerProblems(400, 'Bad Request').join()).toContain('not JSON');
    const before = await settledChecksums(server);
    await server.call('/auth/user/register', {
      email: 'checksum@example.test',
      passwd: 'correct horse battery',
      role: 'c',
    });
    expect(changedTables(before, await settledChecksums(server))).toContain('users');
  });
});

// what the fuzzer found, kept as regression tests
describe('a refused request writes nothing', () => {
  it('change_email with a wrong password leaves the account’s mail language as it was', async () => {
    const user = await signUp(server, 'c');
    const before = await settledChecksums(server);
    const res = await server.call(
      '/auth/user/change_email',
      { email: 'elsewhere@example.test', passwd: 'not the password', locale: 'zh-CN' },
      { token: user.token },
    );
    expect(res.status).toBe(400);
    expect(changedTables(before, await settledChecksums(server))).toEqual([]);
  });

  it('resend_verification refused by the mail throttle leaves the account as it was', async () => {
    const user = await signUp(server, 'c');
    let status = 200;
    for (let i = 0; i < 10 && status !== 429; i++) {
      const before = await settledChecksums(server);
      const res = await server.call(
        '/auth/user/resend_verification',
        { locale: i % 2 ? 'zh-HK' : 'zh-CN' },
        { token: user.token },
      );
      status = res.status;
      if (status === 429) expect(changedTables(before, await settledChecksums(server))).toEqual([]);
    }
    expect(status).toBe(429);
  });
});

describe('text with a NUL character', () => {
  // PostgreSQL cannot store NUL in text: before the parser refused it, such an id failed the query (500)
  it('is refused with 400 before it reaches a query', async () => {
    const user = await signUp(server, 'c');
    for (const [p, data] of [
      ['/res/product/get', { id: 'abc\u0000' }],
      ['/user/info/remove_address', { _id: '\u0000' }],
      ['/res/post/list', { 'cur\u0000sor': null }],
    ] as const) {
      const res = await server.call(p, data, { token: user.token });
      expect(res.status, p).toBe(400);
      expect(res.body.success === false && res.body.error.code, p).toBe(40000);
    }
  });
});
