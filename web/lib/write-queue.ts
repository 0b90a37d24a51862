import { useSyncExternalStore } from 'react';
import { newIdempotencyKey } from './idempotency';
import { drainInOrder, isRetryStatus, type Lock, memoryLock } from './ordered-drain';

export { type Lock, memoryLock };

/**
 * Writes made offline where that is safe (a message), kept on the phone and sent once when the server answers
 * again (issue 51 item 2, docs/decisions/0269-offline-reading-and-queued-writes.md). The till's queue of sales
 * (decision 0081, `features/sell/offline-pos/sync-queue.ts`) is the pattern, kept here for any write:
 *  - each write carries one idempotency key from the moment it is made; every attempt sends that key, and the
 *    server makes one row per key (a lost answer, two tabs: still one);
 *  - a write leaves the queue only after the server's answer for it arrived, and the queue is drained by one runner
 *    at a time (Web Locks across tabs), in the order the writes were made, stopping at the first that must wait.
 * The logic is pure over an injected store, sender and lock (write-queue.unit.test.ts); the browser's store is
 * `localStorage`; each write names its account and only that account's session sends it. Like the till's unsent
 * sales, a logout (or an expired session) does not throw away what she wrote: it goes when she signs in again.
 */
export interface QueuedWrite {
  /** the idempotency key, fixed when the write is made */
  key: string;
  /** order of making: the sending order */
  seq: number;
  /** what it is: the sender registered for it sends it (`registerWriteSender`) */
  kind: string;
  /** who made it: only that account's session sends it */
  viewer: string;
  /** the call's input, without the key */
  input: Record<string, unknown>;
  made_at: number;
}

/** What one attempt to send a queued write (web/lib/write-queue.ts) came to: recorded; try again later (no connection, time-out, 5xx); refused for good. */
export type WriteOutcome = { kind: 'recorded' } | { kind: 'retry' } | { kind: 'rejected'; error: string };

export interface WriteStore {
  all(): QueuedWrite[];
  remove(key: string): void;
}

export interface DrainResult {
  sent: number;
  rejected: { write: QueuedWrite; error: string }[];
  /** an attempt must be retried later (the rest of this viewer's queue waits behind it) */
  blocked: boolean;
}

/** Sends one viewer's waiting writes in order, one at a time, under the lock; stops at the first to retry. */
export async function drainWrites(
  store: WriteStore,
  viewer: string,
  send: (write: QueuedWrite) => Promise<WriteOutcome>,
  lock: Lock,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, rejected: [], blocked: false };
  const { blocked } = await drainInOrder(
    lock,
    () => store.all().filter((w) => w.viewer === viewer),
    send,
    (write, outcome: Exclude<WriteOutcome, { kind: 'retry' }>) => {
      store.remove(write.key);
      if (outcome.kind === 'recorded') result.sent += 1;
      else result.rejected.push({ write, error: outcome.error });
    },
  );
  return { ...result, blocked };
}

/** One runner across the tabs of this browser (Web Locks), else within this tab. */
function browserLock(): Lock {
  const fallback = memoryLock();
  return <T>(fn: () => Promise<T>) =>
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? (navigator.locks.request('stallfeed-write-queue', fn) as Promise<T>)
      : fallback(fn);
}

/** How an attempt's failure counts: no answer, a time-out, a server fault or too many requests waits; any other refusal is final. */
export function outcomeOfFailure(error: unknown): WriteOutcome {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  // 408 and 429 wait too, as the till's sales do (ordered-drain.ts)
  if (typeof status !== 'number' || isRetryStatus(status)) return { kind: 'retry' };
  return { kind: 'rejected', error: error instanceof Error ? error.message : String(error) };
}

// ---------------------------------------------------------------------------------------------------------------
// the browser's queue: localStorage, a sender per kind, a runner woken by the network coming back

const STORAGE_KEY = 'write-queue';
const RETRY_MS = 5_000;
const listeners = new Set<() => void>();
const senders = new Map<string, (input: Record<string, unknown>, key: string) => Promise<unknown>>();
const afterSent = new Map<string, (write: QueuedWrite) => void>();
const onRejected = new Map<string, (write: QueuedWrite, error: string) => void>();
let seqCounter = 0;
let snapshotCache: { raw: string | null; list: QueuedWrite[] } = { raw: null, list: [] };

function read(): QueuedWrite[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === snapshotCache.raw) return snapshotCache.list;
    const list = raw ? (JSON.parse(raw) as QueuedWrite[]) : [];
    snapshotCache = { raw, list };
    return list;
  } catch {
    return [];
  }
}

function write(list: QueuedWrite[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage refused: the write stays only as long as this page
  }
  for (const listener of listeners) listener();
}

export const localWriteStore: WriteStore = {
  all: read,
  remove: (key) => write(read().filter((w) => w.key !== key)),
};

/**
 * A feature says how its kind of write is sent (with the key) and what follows its answer (refetch the screen);
 * a write refused for good is handed back (`rejected`) so the screen can give back what she typed.
 */
export function registerWriteSender(
  kind: string,
  handlers: {
    send: (input: Record<string, unknown>, key: string) => Promise<unknown>;
    sent?: (write: QueuedWrite) => void;
    rejected?: (write: QueuedWrite, error: string) => void;
  },
): void {
  senders.set(kind, handlers.send);
  if (handlers.sent) afterSent.set(kind, handlers.sent);
  if (handlers.rejected) onRejected.set(kind, handlers.rejected);
}

/** Keeps a write on the phone, to be sent with `key` (the one its first attempt was sent with, if any). */
export function queueWrite(
  kind: string,
  viewer: string,
  input: Record<string, unknown>,
  key: string = newIdempotencyKey(),
): QueuedWrite {
  const made: QueuedWrite = {
    key,
    seq: Date.now() * 1000 + (seqCounter++ % 1000),
    kind,
    viewer,
    input,
    made_at: Date.now(),
  };
  write([...read().filter((w) => w.key !== key), made]);
  wake(viewer);
  return made;
}

/** The writes waiting to be sent, kept current (for the screens' "Waiting to send"). */
export function useQueuedWrites(kind: string, viewer: string | null): QueuedWrite[] {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    read,
    () => snapshotCache.list,
  );
  return all.filter((w) => w.kind === kind && w.viewer === viewer);
}

async function sendOne(item: QueuedWrite): Promise<WriteOutcome> {
  const send = senders.get(item.kind);
  if (!send) return { kind: 'retry' }; // its screen's code is not loaded yet: sent when it is
  try {
    await send(item.input, item.key);
    return { kind: 'recorded' };
  } catch (error) {
    return outcomeOfFailure(error);
  }
}

const lock = browserLock();
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let currentViewer: string | null = null;

/** Sends this viewer's queue now; while something must wait, tries again every 5 s and when the network is back. */
export async function flushWrites(viewer: string): Promise<DrainResult | null> {
  currentViewer = viewer;
  if (running) return null;
  running = true;
  clearTimeout(timer);
  try {
    const result = await drainWrites(
      localWriteStore,
      viewer,
      async (item) => {
        const outcome = await sendOne(item);
        if (outcome.kind === 'recorded') afterSent.get(item.kind)?.(item);
        return outcome;
      },
      lock,
    );
    for (const { write: item, error } of result.rejected) onRejected.get(item.kind)?.(item, error);
    if (result.blocked) timer = setTimeout(() => void flushWrites(viewer), RETRY_MS);
    return result;
  } finally {
    running = false;
  }
}

function wake(viewer: string): void {
  currentViewer = viewer;
  clearTimeout(timer);
  timer = setTimeout(() => void flushWrites(viewer), RETRY_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (currentViewer) void flushWrites(currentViewer);
  });
}
