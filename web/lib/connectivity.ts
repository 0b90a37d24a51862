import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached (docs/decisions/0081-offline-point-of-sale.md). The browser's `online`
 * flag only says a network interface is up: at a stall the phone is often "online" on a Wi-Fi or mobile
 * network that carries nothing. So a failed request (network error or time-out) asks `/healthz` once;
 * if that fails too, the app counts as offline until a probe (every 5 s, and at once on the browser's
 * `online` event) gets an answer. A slow call alone never flips it: the probe must fail as well.
 */
const PROBE_TIMEOUT_MS = 4_000;
const RETRY_MS = 5_000;

let reachable = true;
let probing = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setReachable(value: boolean) {
  if (reachable === value) return;
  reachable = value;
  for (const listener of listeners) listener();
}

async function ping(): Promise<boolean> {
  try {
    const res = await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return res.ok;
  } catch {
    return false;
  }
}

async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  clearTimeout(retryTimer);
  try {
    setReachable(await ping());
  } finally {
    probing = false;
  }
  if (!reachable) retryTimer = setTimeout(() => void probe(), RETRY_MS);
}

/** A request got no answer (network error or time-out): check whether the server is gone. */
export function reportNoAnswer(): void {
  void probe();
}

/** A request got an answer, whatever its status: the server is there. */
export function reportAnswer(): void {
  clearTimeout(retryTimer);
  setReachable(true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => void probe();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  window.addEventListener('online', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
    window.removeEventListener('online', listener);
  };
}

function snapshot(): boolean {
  return navigator.onLine && reachable;
}

/** True while the browser is online and the server answers. */
export function useConnected(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
