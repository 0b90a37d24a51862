import { describe, expect, it } from 'vitest';
import type { JobLock } from './job-lock';
import { startPeriodicJob } from './periodic-job';

const log = { info() {}, error() {} };

describe('startPeriodicJob with a lock (docs/decisions/0132-jobs-run-once.md)', () => {
  it('runs only when it gets the claim, asking for a little less than the period', async () => {
    const asked: [string, number][] = [];
    let grant = false;
    const lock: JobLock = {
      claim: async (job, forMs) => {
        asked.push([job, forMs]);
        return grant;
      },
    };
    let runs = 0;
    const job = startPeriodicJob({
      name: 'bin',
      everyMs: 3_600_000,
      run: async () => (runs += 1),
      log,
      lock,
    });
    await job.runNow(); // the tick at start, or a new one: either way the claim was refused
    expect(runs).toBe(0);
    grant = true;
    await job.runNow();
    expect(runs).toBe(1);
    await job.stop();
    expect(asked.every(([job, ms]) => job === 'bin' && ms === 3_540_000)).toBe(true);
  });

  it('skips the tick when the claim cannot be asked (Redis down), and logs it', async () => {
    const errors: object[] = [];
    let runs = 0;
    const job = startPeriodicJob({
      name: 'bin',
      everyMs: 60_000,
      run: async () => (runs += 1),
      log: { info() {}, error: (obj) => errors.push(obj) },
      lock: { claim: async () => Promise.reject(new Error('connection refused')) },
    });
    await job.runNow();
    await job.stop();
    expect(runs).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
  });
});
