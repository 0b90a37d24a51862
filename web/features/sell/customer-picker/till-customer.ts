/**
 * The customer the till's sale is for (docs/decisions/0282-customers.md), kept on this device until the sale ends:
 * the sale's saves send her id as the sale's `customer_id`. One listener at a time per caller.
 */
export interface TillCustomer {
  customer_id: string;
  name: string;
  phone: string;
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

/** the sale ended (paid or cleared): the next one starts as a walk-in */
export function clearTillCustomer(): void {
  if (tillCustomer()) setTillCustomer(null);
}

export function onTillCustomer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
