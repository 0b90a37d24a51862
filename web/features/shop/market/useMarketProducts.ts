import { useSession } from '../../../lib/session';
import { useProductList } from '../../back-office/products';

export interface MarketFilters {
  search: string;
  category: string[];
  sort: 1 | -1;
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
