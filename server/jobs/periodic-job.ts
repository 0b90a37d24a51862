/**
 * A small job that runs once at start and then every `everyMs` (the 30-day bins are emptied this way:
 * saved collections, docs/decisions/0061). Runs never overlap; a failed run is logged and the next one
 * tries again. The timer does not keep the process alive. `stop()` waits for a run in progress.
 */
export interface PeriodicJob {
  /** resolves when the run in progress (if any) ends; no run starts after it */
  stop(): Promise<void>;
  /** runs now (or waits for the run in progress); used by tests */
  runNow(): Promise<void>;
}

export function startPeriodicJob(opts: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (running) return running;
    if (stopped) return Promise.resolve();
    running = opts
      .run()
      .then(
        (result) => opts.log.info({ job: opts.name, result }, 'job done'),
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
