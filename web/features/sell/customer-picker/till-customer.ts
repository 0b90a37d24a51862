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
  /** her stamps and the stamps that fill the shop's card, when she was chosen (docs/decisions/0289-stamp-cards.md) */
  stamps?: number;
  stamps_card?: number;
  /** the seller gives the full card's free item on this sale: sent as `redeem_stamps` */
  redeem_stamps?: boolean;
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

/** whether her card is full, so the till can offer its free item (the server still checks it at the save) */
export function stampCardFull(customer: Pick<TillCustomer, 'stamps' | 'stamps_card'> | null): boolean {
  const size = customer?.stamps_card ?? 0;
  return size > 0 && (customer?.stamps ?? 0) >= size;
}

/** the full card's free item on the sale, or not; nothing without a customer */
export function setTillStamps(on: boolean): void {
  const customer = tillCustomer();
  if (customer) setTillCustomer({ ...customer, redeem_stamps: on });
}

/** the sale ended (paid or cleared): the next one starts as a walk-in */
export function clearTillCustomer(): void {
  if (tillCustomer()) setTillCustomer(null);
}

export function onTillCustomer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
