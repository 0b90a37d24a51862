import { useSession } from '../../../lib/session';
import { fillProductList, type ProductListFilters, useProductList } from '../../back-office/products';

export interface MarketFilters {
  search: string;
  category: string[];
  sort: 1 | -1;
  /** the address's order and filters (market-order.ts listOrder) */
  sortBy?: ProductListFilters['sortBy'];
  district?: string;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
}

/**
 * `/res/product/list` without `mine`: every seller's products, through the per-route cache with
 * cursor paging (the products feature's list hook, shared with /product).
 */
export function useMarketProducts(filters: MarketFilters) {
  const session = useSession();
  // The market's cache key does not depend on the user (mine: false), but a non-empty id enables it.
  return useProductList(session?.user_id || 'guest', { ...filters, mine: false });
}

/** the market as it opens: no search, no category, newest first (decision 0271) */
const OPENING: MarketFilters = { search: '', category: [], sort: -1 };

/** The market's first page in the route cache for a visitor, as its page asks for it (decision 0254). */
export function fillMarketFirstPage(route: string): Promise<void> {
  return fillProductList('guest', { ...OPENING, mine: false }, route);
}
