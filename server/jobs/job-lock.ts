import type { Redis } from 'ioredis';

/**
 * "Only one process runs this job now" (docs/decisions/0132-jobs-run-once.md). A claim holds for `forMs`
 * and is never released early, so a job that every process starts at the same period runs at most once
 * per period across all of them, whoever wins. Without Redis there is one process: every claim succeeds.
 */
export interface JobLock {
  claim(job: string, forMs: number): Promise<boolean>;
}

export const PROCESS_LOCK: JobLock = { claim: async () => true };

export class RedisJobLock implements JobLock {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'stallfeed:',
  ) {}

  async claim(job: string, forMs: number): Promise<boolean> {
    const ms = Math.max(1, Math.floor(forMs));
    // SET NX PX is one atomic step: exactly one of the processes asking within the period gets 'OK'
    const answer = await this.redis.set(`${this.prefix}job:${job}`, String(process.pid), 'PX', ms, 'NX');
    return answer === 'OK';
  }
}
