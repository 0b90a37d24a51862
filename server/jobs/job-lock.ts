import type { Redis } from 'ioredis';
import { outageWarning, type WarnLog } from '../reliability/outage-warning';

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

/**
 * A claim in Redis while it answers; while it does not, a claim held in this process (docs/decisions/0223):
 * during an outage each process may run a job once per period (the jobs are safe to run twice), none fails.
 */
export class ResilientJobLock implements JobLock {
  private readonly shared: RedisJobLock;
  private readonly local = new Map<string, number>();
  private readonly outage;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    log?: WarnLog,
  ) {
    this.shared = new RedisJobLock(redis, prefix);
    this.outage = outageWarning(log, 'Redis (job claims)');
  }

  async claim(job: string, forMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') {
      try {
        const won = await this.shared.claim(job, forMs);
        this.outage.recovered();
        return won;
      } catch (err) {
        this.outage.failed(err);
      }
    } else this.outage.failed();
    const now = Date.now();
    if ((this.local.get(job) ?? 0) > now) return false;
    this.local.set(job, now + forMs);
    return true;
  }
}
