import type { OfflinePin } from '../../../../contract/staff';

/**
 * Unlocking without a connection (docs/decisions/0280-staff-pins-and-roles.md): the till keeps the members' PIN
 * verifiers from /res/staff/list and checks a PIN with WebCrypto's PBKDF2-SHA256, the server's own function.
 */
const KEY = 'stallfeed.till.offline';

export interface OfflineMember {
  staff_id: string;
  name: string;
  permissions: string[];
}

export function keepOfflinePins(members: OfflineMember[], pins: OfflinePin[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ members, pins }));
  } catch {
    // storage full or off: online unlock still works
  }
}

function kept(): { members: OfflineMember[]; pins: OfflinePin[] } | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function offlineMembers(): OfflineMember[] {
  return kept()?.members ?? [];
}

/** the member whose PIN this is, checked against the kept verifiers; null when none matches */
export async function offlineUnlock(pin: string, staffId?: string): Promise<OfflineMember | null> {
  const data = kept();
  if (!data) return null;
  for (const v of data.pins) {
    if (staffId && v.staff_id !== staffId) continue;
    if ((await derive(pin, v.salt, v.iterations)) === v.hash)
      return data.members.find((m) => m.staff_id === v.staff_id) ?? null;
  }
  return null;
}

async function derive(pin: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64Url(salt), iterations },
    key,
    256,
  );
  return toBase64Url(new Uint8Array(bits));
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
