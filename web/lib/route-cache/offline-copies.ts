/**
 * The last copy of a list a person saw, kept on the phone so it stays readable offline (issue 25 item 9,
 * docs/decisions/0227-offline-reading.md): the market, the seller's own catalogue, the orders. Written after
 * every successful load; read only when a load finds no connection, and then shown with "offline, as of …".
 * Keys already name the account (the route cache's keys carry the user id); logging out removes them all.
 */
const PREFIX = 'offline-copy:';
/**
 * The lists, and the screens opened last (an order, a product, a conversation…, decision 0269), each at most a
 * couple of pages: far below the browser's storage quota. The oldest copy goes first.
 */
export const MAX_COPIES = 40;

export interface OfflineCopy<T> {
  /** when the copy was loaded (ms) */
  at: number;
  data: T;
}

function copyKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function atOf(key: string): number {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? '') as { at?: number }).at ?? 0;
  } catch {
    return 0;
  }
}

export function saveOfflineCopy<T>(name: string, data: T, now = Date.now()): void {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify({ at: now, data } satisfies OfflineCopy<T>));
    const keys = copyKeys();
    if (keys.length > MAX_COPIES) {
      const oldestFirst = keys.map((k) => [k, atOf(k)] as const).sort((a, b) => a[1] - b[1]);
      for (const [key] of oldestFirst.slice(0, keys.length - MAX_COPIES)) localStorage.removeItem(key);
    }
  } catch {
    // storage full or refused (private mode): the list still works online
  }
}

export function readOfflineCopy<T>(name: string): OfflineCopy<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    return raw ? (JSON.parse(raw) as OfflineCopy<T>) : null;
  } catch {
    return null;
  }
}

/** On logout: nothing of this account stays readable on the phone. */
export function clearOfflineCopies(): void {
  try {
    for (const key of copyKeys()) localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

/** A load that got no answer at all (no connection, or it timed out), as the API client reports it. */
export function isNoConnection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 0;
}
