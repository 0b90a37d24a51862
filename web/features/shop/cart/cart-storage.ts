import { fromCents, toCents } from '../../../../contract/money';
import type { Product } from '../../../../contract/products';
import { quantityProblem, timesQuantity, type Unit } from '../../../../contract/units';
import { discountedPrice } from '../../../shared/Price';

/**
 * The logged-out cart (docs/product.md §4): a list of cart items (docs/product.md §3) in local storage `cartList`, and
 * the id of the logged-in user's draft order in local storage `order`. Besides the spec's fields
 * an item keeps the seller and the stock seen when it was added, so the cart can group and bound
 * its steppers before the shopper logs in; only product_id and quantity ever go to the server.
 */
export const CART_LIST_KEY = 'cartList';
export const ORDER_KEY = 'order';
export const CART_EVENT = 'cart-changed';

export interface LocalCartItem {
  product_id: string;
  name: string;
  quantity: number;
  /** unit price after discount */
  price: number;
  original_price: number;
  discount: number;
  cost: number;
  thumbnail: string | null;
  total: number;
  seller_id: string;
  seller_name: string;
  /** units in stock when last seen */
  stock: number;
  /** a weighed product's unit and online step (decision 0233); left out for pieces */
  unit?: Unit;
  step?: number;
}

/**
 * A stored line the cart can use: a piece's quantity is whole, a weighed line's (its `unit` set) a positive weight
 * with at most 3 decimals (0.25 catty). Lines that fail are dropped on reading, so the rule must accept every line
 * the cart itself writes (a weighed line was once dropped here, and the next write lost it for good).
 */
export function isStoredItem(value: unknown): value is LocalCartItem {
  const v = value as Partial<LocalCartItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.product_id === 'string' &&
    typeof v.quantity === 'number' &&
    Number.isFinite(v.quantity) &&
    v.quantity > 0 &&
    quantityProblem(v.quantity, v.unit ?? 'piece') === undefined
  );
}

export function readLocalCart(): LocalCartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_LIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredItem) : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(items: LocalCartItem[]): void {
  if (items.length === 0) localStorage.removeItem(CART_LIST_KEY);
  else localStorage.setItem(CART_LIST_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_EVENT));
}

export function readOrderId(): string | null {
  try {
    return localStorage.getItem(ORDER_KEY);
  } catch {
    return null;
  }
}

export function writeOrderId(id: string | null): void {
  if (id) localStorage.setItem(ORDER_KEY, id);
  else localStorage.removeItem(ORDER_KEY);
}

/** total = price × quantity, exact to the cent (a weight's half up, decision 0233) */
export function lineTotal(price: number, quantity: number): number {
  return fromCents(timesQuantity(toCents(price), quantity));
}

export function cartItemFromProduct(product: Product, quantity: number): LocalCartItem {
  const price = discountedPrice(product.price, product.discount);
  return {
    product_id: product._id,
    name: product.name,
    quantity,
    price,
    original_price: product.price,
    discount: product.discount,
    cost: 0, // the seller's secret: never known to shoppers
    thumbnail: product.imagePaths[0] ?? null,
    total: lineTotal(price, quantity),
    seller_id: product.seller_id,
    seller_name: product.seller_name,
    stock: product.quantity,
    ...(product.unit === 'piece' ? {} : { unit: product.unit, step: product.step }),
  };
}

export class AlreadyInCartError extends Error {
  constructor() {
    super('already-in-cart');
  }
}

/** Appends an item; a product already present is refused (docs/product.md §4). */
export function addToLocalCart(items: LocalCartItem[], item: LocalCartItem): LocalCartItem[] {
  if (items.some((i) => i.product_id === item.product_id)) throw new AlreadyInCartError();
  return [...items, item];
}

export function setLocalQuantity(
  items: LocalCartItem[],
  productId: string,
  quantity: number,
): LocalCartItem[] {
  return items.map((i) =>
    i.product_id === productId ? { ...i, quantity, total: lineTotal(i.price, quantity) } : i,
  );
}

/** What the server reads of a line (contract CartItemInput: product_id and quantity). */
export function toWire(item: { product_id: string; quantity: number }) {
  return { product_id: item.product_id, quantity: item.quantity };
}

/**
 * The merge at login: the server cart's lines first, then every local line whose product is not
 * there yet (a product already in the server cart keeps the server's quantity).
 */
export function mergeLines(
  server: { product_id: string; quantity: number }[],
  local: { product_id: string; quantity: number }[],
): { product_id: string; quantity: number }[] {
  const seen = new Set(server.map((l) => l.product_id));
  const merged = server.map(toWire);
  for (const line of local) {
    if (seen.has(line.product_id)) continue;
    seen.add(line.product_id);
    merged.push(toWire(line));
  }
  return merged;
}
