import { MARKET_ORDER_PARAMS } from '../../../../contract/first-screens';
import { HK_DISTRICTS, type HkDistrict } from '../../../../contract/hk-districts';
import type { ProductSort } from '../../../../contract/products';

/**
 * The market's order and filters as its address keeps them (docs/decisions/0271-market-sort-filter-and-paying.md):
 * `sort` (left out: newest first), `district` for the nearest pickup, `min` / `max` in dollars and `in_stock=1`.
 * Back, a reload and a shared link open the market as it was.
 */
export const MARKET_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'rating', 'nearest'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

export interface MarketOrder {
  sort: MarketSort;
  /** the shopper's district; needed by `nearest` */
  district: HkDistrict | null;
  /** dollars, after discount */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

export const DEFAULT_ORDER: MarketOrder = {
  sort: 'newest',
  district: null,
  priceMin: null,
  priceMax: null,
  inStock: false,
};

/** the address parameters the order uses (others, such as `search`, are left alone) */
const PARAMS = MARKET_ORDER_PARAMS;

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 10_000_000 ? Math.round(n * 100) / 100 : null;
}

/** The order an address says; anything it cannot read is left at the default (a nearest sort needs a district). */
export function readMarketOrder(params: URLSearchParams): MarketOrder {
  const sort = params.get('sort');
  const district = params.get('district');
  const known = HK_DISTRICTS.includes(district as HkDistrict) ? (district as HkDistrict) : null;
  let chosen: MarketSort = MARKET_SORTS.includes(sort as MarketSort) ? (sort as MarketSort) : 'newest';
  if (chosen === 'nearest' && known === null) chosen = 'newest';
  return {
    sort: chosen,
    district: known,
    priceMin: price(params.get('min')),
    priceMax: price(params.get('max')),
    inStock: params.get('in_stock') === '1',
  };
}

/** The address parameters with this order in place of the old one (the default leaves none). */
export function writeMarketOrder(params: URLSearchParams, order: MarketOrder): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PARAMS) next.delete(name);
  if (order.sort !== 'newest') next.set('sort', order.sort);
  if (order.sort === 'nearest' && order.district) next.set('district', order.district);
  if (order.priceMin !== null) next.set('min', String(order.priceMin));
  if (order.priceMax !== null) next.set('max', String(order.priceMax));
  if (order.inStock) next.set('in_stock', '1');
  return next;
}

/** whether an address carries any of the order's parameters (the market then opens with other calls) */
export function hasMarketOrder(params: URLSearchParams): boolean {
  return PARAMS.some((name) => params.has(name));
}

/** how many filters narrow the list (the sort is not one) */
export function filterCount(order: MarketOrder): number {
  return (order.priceMin !== null || order.priceMax !== null ? 1 : 0) + (order.inStock ? 1 : 0);
}

/** The product list's inputs for an order: `sort_by` and `sort` as `/res/product/list` takes them. */
export function listOrder(order: MarketOrder): {
  sort: 1 | -1;
  sortBy?: ProductSort;
  district?: HkDistrict;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
} {
  const by: Record<MarketSort, { sort: 1 | -1; sortBy?: ProductSort }> = {
    newest: { sort: -1 },
    oldest: { sort: 1 },
    price_asc: { sort: 1, sortBy: 'price' },
    price_desc: { sort: -1, sortBy: 'price' },
    rating: { sort: -1, sortBy: 'rating' },
    nearest: { sort: -1, sortBy: 'nearest' },
  };
  return {
    ...by[order.sort],
    ...(order.sort === 'nearest' && order.district ? { district: order.district } : {}),
    ...(order.priceMin !== null ? { priceMin: order.priceMin } : {}),
    ...(order.priceMax !== null ? { priceMax: order.priceMax } : {}),
    ...(order.inStock ? { inStock: true } : {}),
  };
}
