/**
 * The guest passes this browser holds (docs/decisions/0284-guest-checkout.md), by order id, in local storage: each
 * reads one order placed without a password. Not a session: nothing else of the account opens with it.
 */
const KEY = 'guestPasses';

type Stored = Record<string, { pass: string; expires_at: number }>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** the pass for this order, when this browser has a live one */
export function readGuestPass(orderId: string): string | null {
  const entry = readAll()[orderId];
  return entry && typeof entry.pass === 'string' && entry.expires_at > Date.now() ? entry.pass : null;
}

/** keeps passes, dropping expired ones */
export function keepGuestPasses(passes: { order_id: string; pass: string }[], expiresAt: number): void {
  const now = Date.now();
  const kept = Object.fromEntries(Object.entries(readAll()).filter(([, e]) => e.expires_at > now));
  for (const p of passes) kept[p.order_id] = { pass: p.pass, expires_at: expiresAt };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage refused (a private window's quota): the mailed link still opens the order
  }
}
