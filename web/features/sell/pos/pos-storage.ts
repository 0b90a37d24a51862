import type { Discount } from '../../../../contract/discounts';
import type { Unit } from '../../../../contract/units';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { clearTillCustomer } from '../customer-picker';

/**
 * The sale being rung up lives on the server as a POS-Sell draft order; this phone keeps its id
 * (`posOrder`, like the cart's `order` key of docs/product.md §3), the lines not yet saved (so a reload while
 * the connection is down loses nothing), and the payment confirmation's idempotency key (one per
 * sale, reused on every retry, so a double tap or a retry after a dropped answer records one sale).
 */
export const POS_ORDER_KEY = 'posOrder';
export const POS_LINES_KEY = 'posOrderLines';
export const POS_PAY_KEY = 'posPayKey';
/** the bill's discount not yet saved (with the unsaved lines; decision 0232) */
export const POS_BILL_KEY = 'posBillDiscount';
const TENDERED_KEY = 'posCashTendered';

/** A line of the sale as the POS screen shows it (what the server's draft answers, or a product just tapped). */
export interface PosLine {
  /** the product sold: for a variant, the variant's id (its own stock; docs/decisions/0236-variants.md) */
  product_id: string;
  /** a variant's line: the product it is a kind of */
  variant_of?: string;
  name: string;
  thumbnail: string | null;
  /** whole pieces, or a weight to the thousandth in `unit` */
  quantity: number;
  /** what the price is per (docs/decisions/0233-units-and-weight.md); left out in lines kept before units: piece */
  unit?: Unit;
  /** unit price after discount */
  price: number;
  /** unit price before discount */
  original_price: number;
  discount: number;
  /** units in stock now: the stepper's upper bound */
  available: number;
  /** the price was typed at the till: sent with every save (docs/decisions/0231-open-price.md) */
  open_price?: boolean;
  /** the seller's discount of this line (docs/decisions/0232-till-discounts.md) */
  line_discount?: Discount | null;
}

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode or full storage: the server still holds the draft
  }
}

export function readPosOrderId(): string | null {
  return get(POS_ORDER_KEY) || null;
}

export function savePosOrderId(id: string | null): void {
  set(POS_ORDER_KEY, id);
}

/** Lines changed on this phone but not yet saved to the server (null when everything is saved). */
export function readUnsavedLines(): PosLine[] | null {
  const raw = get(POS_LINES_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return null;
    return value.filter(
      (l): l is PosLine =>
        typeof l === 'object' &&
        l !== null &&
        typeof (l as PosLine).product_id === 'string' &&
        Number.isInteger((l as PosLine).quantity) &&
        (l as PosLine).quantity > 0,
    );
  } catch {
    return null;
  }
}

export function saveUnsavedLines(lines: PosLine[] | null): void {
  set(POS_LINES_KEY, lines === null ? null : JSON.stringify(lines));
}

/** The bill's discount given on this phone and not yet saved: undefined when none is waiting. */
export function readUnsavedBill(): Discount | null | undefined {
  const raw = get(POS_BILL_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value === null) return null;
    const d = value as Record<string, unknown>;
    return typeof d.amount === 'number' || typeof d.percent === 'number' ? (value as Discount) : undefined;
  } catch {
    return undefined;
  }
}

export function saveUnsavedBill(bill: Discount | null | undefined): void {
  set(POS_BILL_KEY, bill === undefined ? null : JSON.stringify(bill));
}

/** The payment confirmation key of this sale: made once, reused on every retry. */
export function paymentKeyFor(orderId: string): string {
  const raw = get(POS_PAY_KEY);
  if (raw) {
    try {
      const stored = JSON.parse(raw) as { order?: string; key?: string };
      if (stored.order === orderId && typeof stored.key === 'string') return stored.key;
    } catch {
      // replaced below
    }
  }
  const key = `pos-${newIdempotencyKey()}`;
  set(POS_PAY_KEY, JSON.stringify({ order: orderId, key }));
  return key;
}

/** Forgets the sale on this phone (new sale, discarded or completed). */
export function clearPosSale(): void {
  set(POS_ORDER_KEY, null);
  set(POS_LINES_KEY, null);
  set(POS_BILL_KEY, null);
  set(POS_PAY_KEY, null);
  // the sale's customer goes with it (docs/decisions/0282-customers.md)
  clearTillCustomer();
}

/** Cash handed over for a sale, kept for its receipt (the server records the method, not the cash). */
export function saveTendered(orderId: string, tendered: number): void {
  try {
    sessionStorage.setItem(TENDERED_KEY, JSON.stringify({ order: orderId, tendered }));
  } catch {
    // the receipt then shows the method only
  }
}

export function readTendered(orderId: string): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TENDERED_KEY) ?? 'null') as {
      order?: string;
      tendered?: number;
    } | null;
    return stored?.order === orderId && typeof stored.tendered === 'number' ? stored.tendered : null;
  } catch {
    return null;
  }
}
