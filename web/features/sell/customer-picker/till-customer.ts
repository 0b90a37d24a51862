/**
 * The customer the till's sale is for (docs/decisions/0282-customers.md), kept on this device until the sale ends:
 * the sale's saves send her id as the sale's `customer_id`. One listener at a time per caller.
 */
export interface TillCustomer {
  customer_id: string;
  name: string;
  phone: string;
  /** her loyalty points when she was chosen (docs/decisions/0283-loyalty.md) */
  points?: number;
  /** the points the seller chose to redeem on this sale: sent as `redeem_points`, at most what the bill can take */
  redeem_points?: number;
}

const KEY = 'pos.customer';
const listeners = new Set<() => void>();

export function tillCustomer(): TillCustomer | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as TillCustomer) : null;
    return value && typeof value.customer_id === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function setTillCustomer(customer: TillCustomer | null): void {
  try {
    if (customer) localStorage.setItem(KEY, JSON.stringify(customer));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused (a private window's quota): the sale goes without its customer
  }
  for (const listener of listeners) listener();
}

/** the points to redeem on the sale for its customer (0: none); nothing without a customer */
export function setTillPoints(points: number): void {
  const customer = tillCustomer();
  if (customer) setTillCustomer({ ...customer, redeem_points: Math.max(0, Math.floor(points)) });
}

/** the sale ended (paid or cleared): the next one starts as a walk-in */
export function clearTillCustomer(): void {
  if (tillCustomer()) setTillCustomer(null);
}

export function onTillCustomer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
