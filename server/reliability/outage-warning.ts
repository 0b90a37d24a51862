/**
 * One warning per outage, not one per request (docs/decisions/0223-dependency-faults.md): the first failure
 * after `quietMs` without failures is logged; `recovered()` logs the way back once.
 */
export interface WarnLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function outageWarning(log: WarnLog | undefined, what: string, quietMs = 60_000) {
  let lastFailure = 0;
  let down = false;
  return {
    failed(err?: unknown) {
      const now = Date.now();
      if (!down || now - lastFailure > quietMs)
        log?.warn({ err }, `${what} cannot be reached; carrying on without it`);
      down = true;
      lastFailure = now;
    },
    recovered() {
      if (!down) return;
      down = false;
      log?.info({}, `${what} is back`);
    },
    get down() {
      return down;
    },
  };
}
