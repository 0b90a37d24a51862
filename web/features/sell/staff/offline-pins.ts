import { DEFAULT_DISCOUNT_LIMIT_PERCENT, type OfflinePin } from '../../../../contract/staff';

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

/** what the till keeps: the members, their verifiers and the shop's discount limit (decision 0288) */
interface Kept {
  members: OfflineMember[];
  pins: OfflinePin[];
  discount_limit_percent?: number;
}

export function keepOfflinePins(
  members: OfflineMember[],
  pins: OfflinePin[],
  discountLimitPercent: number,
): void {
  try {
    const data: Kept = { members, pins, discount_limit_percent: discountLimitPercent };
    localStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // storage full or off: online unlock still works
  }
}

function kept(): Kept | null {
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

/**
 * the share a discount may take without the discount permission, as the till last heard it (kept before this
 * change: the default), so the offline till asks a manager when the server would (decision 0288)
 */
export function offlineDiscountLimit(): number {
  return kept()?.discount_limit_percent ?? DEFAULT_DISCOUNT_LIMIT_PERCENT;
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
