import { list } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { useRouteCachedData } from '../../../lib/route-cache';

export const CACHE_DEMO_KEY = 'cache-demo:market-products';

/** `/res/product/list` (the market's newest 5) through the route data cache: the /cache-demo page's own entry. */
export function loadCacheDemoProducts() {
  return callApi(list, { limit: 5, sort: -1 });
}

export function useCacheDemoProducts() {
  return useRouteCachedData({ key: CACHE_DEMO_KEY, load: loadCacheDemoProducts });
}
