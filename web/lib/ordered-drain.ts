/**
 * What the phone's two queues share (docs/decisions/0269-offline-reading-and-queued-writes.md): the till's unsent
 * sales (features/sell/offline-pos/sync-queue.ts) and the writes made offline (write-queue.ts) are each sent in the
 * order they were made, one at a time, by one runner (a lock), stopping at the first that must wait.
 */
export type Lock = <T>(fn: () => Promise<T>) => Promise<T>;

/** A lock for one JavaScript realm (tests, and browsers without Web Locks: one tab at a time is then not kept). */
export function memoryLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** No answer, a time-out, a server fault, too many requests: try again later. Any other refusal is final. */
export function isRetryStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429 || status === 0;
}

/**
 * Sends the items in `seq` order, one at a time, under the lock (read inside it: another tab may have just sent
 * some); a send that throws counts as `retry`. Stops at the first `retry` (`blocked`: the rest waits behind it);
 * every other outcome is handed to `settle` before the next is sent.
 */
export async function drainInOrder<T extends { seq: number }, O extends { kind: string }>(
  lock: Lock,
  read: () => T[] | Promise<T[]>,
  send: (item: T) => Promise<O | { kind: 'retry' }>,
  settle: (item: T, outcome: O) => void | Promise<void>,
): Promise<{ blocked: boolean }> {
  return lock(async () => {
    const queue = [...(await read())].sort((a, b) => a.seq - b.seq);
    for (const item of queue) {
      let outcome: O | { kind: 'retry' };
      try {
        outcome = await send(item);
      } catch {
        outcome = { kind: 'retry' };
      }
      if (outcome.kind === 'retry') return { blocked: true };
      await settle(item, outcome as O);
    }
    return { blocked: false };
  });
}
