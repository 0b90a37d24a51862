import type { PickerInput } from './picker-input';

/**
 * The offline till's customers (docs/decisions/0283-loyalty.md, "Customers on the offline till"): the shop's list
 * kept on the phone (`/res/customer/till_list`: id, name, phone) and the customer a sale made offline is for.
 */
export interface CachedCustomer {
  id: string;
  name: string;
  phone: string;
}

/** the customer of a sale made offline: picked from the list on the phone, or read from her member QR */
export interface OfflineCustomer {
  /** her entry's id, when picked from the list kept on the phone */
  customer_id?: string;
  /** what her member QR held, when scanned: the server resolves it at sync (member codes are not kept here) */
  member_code?: string;
  name: string;
  phone: string;
}

/** a phone's digits as the server compares them: without Hong Kong's 852 in front of 8 digits */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('852') ? digits.slice(3) : digits;
}

const folded = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The kept customers a typed phone or name finds, as `/res/customer/list` finds them online: digits anywhere in her
 * phone, or the text anywhere in her name (case and width folded; the server's 黄/黃 folding is not done offline).
 * Newest entries first (ids are time-ordered), at most `limit`.
 */
export function findCached(list: readonly CachedCustomer[], typed: PickerInput, limit = 6): CachedCustomer[] {
  let match: ((c: CachedCustomer) => boolean) | null = null;
  if (typed.kind === 'phone') {
    const digits = phoneDigits(typed.phone);
    match = (c) => phoneDigits(c.phone).includes(digits);
  } else if (typed.kind === 'name') {
    const name = folded(typed.name);
    match = (c) => folded(c.name).includes(name);
  }
  if (!match) return [];
  return list
    .filter(match)
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit);
}
