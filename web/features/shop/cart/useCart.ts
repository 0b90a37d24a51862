import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { cart } from '../../../../contract/orders';
import type { Unit } from '../../../../contract/units';
import { callApi } from '../../../lib/api';
import { liveFigure, useStockVersion, useWatchStock } from '../../../lib/live-stock';
import { useSession } from '../../../lib/session';
import { CART_EVENT, CART_LIST_KEY, type LocalCartItem, readLocalCart, writeOrderId } from './cart-storage';
import { cartKeys } from './keys';

/** One line of the cart, whichever side holds it. */
export interface CartLine {
  product_id: string;
  seller_id: string;
  /** the shop's display name (local lines keep it from the product; server lines carry it) */
  seller_name: string | null;
  name: string;
  quantity: number;
  price: number;
  original_price: number;
  discount: number;
  thumbnail: string | null;
  total: number;
  /** units in stock (the stepper's upper bound); null when unknown */
  available: number | null;
  /** removed from sale: cannot be checked out */
  removed: boolean;
  /** what the price is per and the amount added at a time (decision 0233); pieces: 'piece' and 1 */
  unit: Unit;
  step: number;
  /** the product whose live stock this line follows, and its variant (decision 0268) */
  stock_of?: { product: string; variant: string | null };
}

export interface CartView {
  source: 'local' | 'server';
  /** the draft order's id (server cart only) */
  orderId: string | null;
  lines: CartLine[];
  total: number;
}

// useSyncExternalStore needs a stable snapshot: cache by the raw stored text.
let cachedRaw: string | null | undefined;
let cachedItems: LocalCartItem[] = [];
/** what the server draws, and what the hydration that takes it over must draw: no phone, so no cart on it */
const NO_ITEMS: LocalCartItem[] = [];
function localSnapshot(): LocalCartItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_LIST_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = readLocalCart();
  }
  return cachedItems;
}
function subscribeLocal(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_EVENT, onChange);
  };
}

function sumCents(values: number[]): number {
  return values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
}

export function localView(items: LocalCartItem[]): CartView {
  const lines: CartLine[] = items.map((i) => ({
    product_id: i.product_id,
    seller_id: i.seller_id ?? '',
    seller_name: i.seller_name ?? null,
    name: i.name,
    quantity: i.quantity,
    price: i.price,
    original_price: i.original_price ?? i.price,
    discount: i.discount ?? 0,
    thumbnail: i.thumbnail ?? null,
    total: i.total,
    available: typeof i.stock === 'number' ? i.stock : null,
    removed: false,
    unit: i.unit ?? 'piece',
    step: i.step ?? 1,
    stock_of: { product: i.product_id, variant: null },
  }));
  return { source: 'local', orderId: null, lines, total: sumCents(lines.map((l) => l.total)) };
}

/** Fetches the server cart and remembers its id in local storage `order` (docs/product.md §3). */
export async function fetchServerCart(): Promise<CartView> {
  const { order } = await callApi(cart, {});
  writeOrderId(order?.order_id ?? null);
  const lines: CartLine[] = (order?.items ?? []).map((l) => ({
    // a variant's line is the variant's (its own stock; the server takes its id as product_id too: decision 0236)
    product_id: l.variant_id ?? l.product_id,
    seller_id: l.seller_id,
    seller_name: l.seller_name,
    name: l.name,
    quantity: l.quantity,
    price: l.price,
    original_price: l.original_price,
    discount: l.discount,
    thumbnail: l.thumbnail,
    total: l.total,
    available: l.available ?? null,
    removed: l.removed ?? false,
    unit: l.unit,
    step: l.step ?? 1,
    stock_of: { product: l.product_id, variant: l.variant_id ?? null },
  }));
  return { source: 'server', orderId: order?.order_id ?? null, lines, total: order?.total ?? 0 };
}

/**
 * The cart (docs/product.md §4): logged out, the local `cartList`; logged in, the draft order from
 * `/res/order/cart`. Either way the same shape, so the screens need not care.
 */
export function useCart() {
  const session = useSession();
  const userId = session?.user_id ?? '';
  const local = useSyncExternalStore(subscribeLocal, localSnapshot, () => NO_ITEMS);
  const server = useQuery({
    queryKey: cartKeys.server(userId),
    queryFn: fetchServerCart,
    enabled: session !== null,
  });
  // each line's stock follows the live stream: a line sold out meanwhile says so before she pays (decision 0268)
  const view = session ? server.data : localView(local);
  useWatchStock(view?.lines.map((l) => l.stock_of?.product ?? l.product_id) ?? []);
  useStockVersion();
  const live = view ? withLiveLines(view) : view;
  if (!session) {
    return {
      data: live as CartView,
      status: 'ready' as const,
      error: null as unknown,
      refetch: () => {},
      loggedIn: false,
    };
  }
  return {
    data: live,
    status: server.isPending
      ? ('loading' as const)
      : server.isError
        ? ('error' as const)
        : ('ready' as const),
    error: server.error as unknown,
    refetch: () => void server.refetch(),
    loggedIn: true,
  };
}

/** The cart with each line's stock as last heard on the live stream (a line taken off sale is removed). */
function withLiveLines(view: CartView): CartView {
  let changed = false;
  const lines = view.lines.map((l) => {
    const figure = l.stock_of ? liveFigure(l.stock_of.product) : undefined;
    if (!figure || !l.stock_of) return l;
    const quantity = l.stock_of.variant
      ? figure.variants?.find((v) => v.id === l.stock_of?.variant)?.quantity
      : figure.quantity;
    if (quantity === undefined) return l;
    const available = figure.removed ? 0 : quantity;
    const removed = l.removed || figure.removed === true;
    if (available === l.available && removed === l.removed) return l;
    changed = true;
    return { ...l, available, removed };
  });
  return changed ? { ...view, lines } : view;
}
