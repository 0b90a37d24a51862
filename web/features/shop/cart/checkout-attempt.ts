import type { CallInput } from '../../../../contract/call';
import type { checkout } from '../../../../contract/orders';
import { ApiError } from '../../../lib/api';

/**
 * The checkout request in flight, kept in session storage until its answer arrives. If the
 * connection drops (or the page is reloaded) after the server placed the order but before the
 * answer came back, /checkout sends the same request again with the same idempotency key: the
 * server answers with the orders it already placed, and nothing is placed twice.
 */
const KEY = 'checkoutAttempt';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type CheckoutInput = CallInput<typeof checkout>;

export function saveCheckoutAttempt(input: CheckoutInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ input, savedAt: Date.now() }));
  } catch {
    // storage full or blocked: the retry button still resends with the same key
  }
}

export function readCheckoutAttempt(): CheckoutInput | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const { input, savedAt } = JSON.parse(raw) as { input?: CheckoutInput; savedAt?: number };
    if (!input?.idempotency_key || typeof savedAt !== 'number' || Date.now() - savedAt > MAX_AGE_MS) {
      clearCheckoutAttempt();
      return null;
    }
    return input;
  } catch {
    return null;
  }
}

export function clearCheckoutAttempt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * A refusal the server gave (4xx): the attempt is over, nothing was placed by it. Network failures,
 * timeouts and 5xx leave it open: the order may have been placed, only a resend with the key can tell.
 */
export function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
