import { useSyncExternalStore } from 'react';
import { clearOfflineCopies } from './route-cache/offline-copies';
import { SESSION_TOKEN_KEY } from './session-keys';

/**
 * The session lives in browser storage (docs/product.md §3/§6): read from session storage first, then local
 * storage. Login writes both, so a new tab stays logged in; logout and an expired session clear both.
 * Every change fires `auth-state-changed`, and other tabs see the `storage` event.
 */
export const AUTH_EVENT = 'auth-state-changed';
const KEYS = [SESSION_TOKEN_KEY, 'role', 'user_id', 'email'] as const;

export interface StoredSession {
  token: string;
  role: 's' | 'c';
  user_id: string;
  email: string;
}

function read(key: (typeof KEYS)[number]): string | null {
  try {
    return sessionStorage.getItem(key) ?? localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(SESSION_TOKEN_KEY);
}

export function getSession(): StoredSession | null {
  const token = read(SESSION_TOKEN_KEY);
  if (!token) return null;
  return {
    token,
    role: read('role') === 's' ? 's' : 'c',
    user_id: read('user_id') ?? '',
    email: read('email') ?? '',
  };
}

export function saveSession(session: StoredSession): void {
  for (const storage of [sessionStorage, localStorage]) {
    for (const key of KEYS) storage.setItem(key, session[key]);
  }
  window.dispatchEvent(new Event(AUTH_EVENT));
}

export function clearSession(): void {
  const userId = getSession()?.user_id;
  // the offline POS copy of this seller's data (its unsynced sales stay: docs/decisions/0081-offline-point-of-sale.md)
  if (userId) {
    void import('../features/sell/offline-pos/pos-db')
      .then((m) => m.clearOfflineData(userId))
      .catch(() => undefined);
  }
  for (const storage of [sessionStorage, localStorage]) {
    for (const key of KEYS) storage.removeItem(key);
  }
  clearOfflineCopies();
  window.dispatchEvent(new Event(AUTH_EVENT));
}

// useSyncExternalStore needs a stable snapshot: cache by the raw values.
let cachedKey = '';
let cached: StoredSession | null = null;
function snapshot(): StoredSession | null {
  const next = getSession();
  const key = next ? `${next.token}|${next.role}|${next.user_id}|${next.email}` : '';
  if (key !== cachedKey) {
    cachedKey = key;
    cached = next;
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(AUTH_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(AUTH_EVENT, onChange);
  };
}

/** The current session, re-read on storage changes and the auth event (logged out → null, role c). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
