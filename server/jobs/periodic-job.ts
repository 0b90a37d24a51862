import { type JobLock, PROCESS_LOCK } from './job-lock';

/**
 * A small job that runs once at start and then every `everyMs` (the 30-day bins are emptied this way:
 * saved collections, docs/decisions/0061). Runs never overlap; a failed run is logged and the next one
 * tries again. The timer does not keep the process alive. `stop()` waits for a run in progress.
 * With several processes, `lock` lets one of them run each period (docs/decisions/0132-jobs-run-once.md):
 * the others skip that tick; a failed claim (Redis down) skips it too, the next period tries again.
 */
export interface PeriodicJob {
  /** resolves when the run in progress (if any) ends; no run starts after it */
  stop(): Promise<void>;
  /** runs now (or waits for the run in progress); used by tests */
  runNow(): Promise<void>;
}

const SKIPPED = Symbol('another process runs it this period');

/** What a domain's job is: its name (the lock's key and the log's), how often, and one run. */
export interface PeriodicJobSpec {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export function startPeriodicJob(
  opts: PeriodicJobSpec & {
    log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
    lock?: JobLock;
  },
): PeriodicJob {
  const lock = opts.lock ?? PROCESS_LOCK;
  // held a little less than the period, so the next period's tick (on any process) can claim again
  const claimMs = Math.max(1, opts.everyMs - Math.min(60_000, Math.floor(opts.everyMs / 10)));
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (running) return running;
    if (stopped) return Promise.resolve();
    running = lock
      .claim(opts.name, claimMs)
      .then((claimed) => (claimed ? opts.run() : SKIPPED))
      .then(
        (result) => (result === SKIPPED ? undefined : opts.log.info({ job: opts.name, result }, 'job done')),
        (err: unknown) => opts.log.error({ job: opts.name, err }, 'job failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), opts.everyMs);
  timer.unref();
  void tick();
  return {
    runNow: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
