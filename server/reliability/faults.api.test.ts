import { describe, expect, it } from 'vitest';
import { canRunPrivatePostgres } from '../testing/private-services';
import { usePostgres } from '../testing/test-server';
import { runFaultTest } from './faults';

// The short fault suite of docs/reliability.md (the long one: `npm run soak -- faults`), on the PostgreSQL +
// Redis pass: its own PostgreSQL cluster restarted, its own Redis, S3 server (s3rver) and SMTP peer each away for
// 1.5 s, under the crash test's steady mix of sales, checkouts, edits and likes (docs/decisions/0223).
describe.runIf(usePostgres && canRunPrivatePostgres())('dependency faults', () => {
  it('survives a PostgreSQL restart and Redis, S3 and SMTP outages: same process, 503 only, every acknowledged order once', {
    timeout: 240_000,
  }, async () => {
    // each step with its time, so a run that stalls shows where (the CI log keeps test output)
    const t0 = Date.now();
    const log = (line: string) =>
      console.info(`[faults +${((Date.now() - t0) / 1000).toFixed(1)} s] ${line}`);
    const report = await runFaultTest({ rounds: 4, outageMs: 1500, log });
    expect(report.problemsOfOutages).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.sameProcess).toBe(true);
    expect(report.lostWrites).toBe(0);
    expect(report.serverErrors).toBe(0);
    expect(report.outages.map((o) => o.dependency)).toEqual(['postgres', 'redis', 'storage', 'mail']);
    expect(report.byKind.pos).toBeGreaterThan(0);
    expect(report.byKind.checkout).toBeGreaterThan(0);
  });
});
