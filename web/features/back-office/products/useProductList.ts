import { useCallback, useRef, useState } from 'react';
import type { Product } from '../../../../contract/products';
import { list, PRODUCT_PAGE_SIZE } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { useLiveReload } from '../../../lib/live-changes';
import { routeCache, useRouteCachedData } from '../../../lib/route-cache';
import { type ProductListFilters, productListKey } from './keys';

export { PRODUCT_PAGE_SIZE };

/** The largest page the contract allows; a reload asks for as many items as are shown. */
const MAX_PAGE = 100;

export interface ProductPage {
  items: Product[];
  /** `_id` of the last item when more may follow; null at the end. */
  cursor: string | null;
}

async function fetchPages(filters: ProductListFilters, want: number): Promise<ProductPage> {
  const items: Product[] = [];
  let cursor: string | null = null;
  do {
    const limit = Math.min(MAX_PAGE, Math.max(1, want - items.length));
    const page: Product[] = await callApi(list, {
      category: filters.category,
      search: filters.search.trim(),
      sort: filters.sort,
      mine: filters.mine || undefined,
      low_stock: filters.lowStock || undefined,
      cursor,
      limit,
    });
    items.push(...page);
    cursor = page.length === limit ? (page.at(-1)?._id ?? null) : null;
  } while (cursor && items.length < want);
  return { items, cursor };
}

/**
 * `/res/product/list` through the per-route cache (docs/product.md §4): fresh data is shown without a fetch,
 * a background check raises the update banner. A reload fetches as many items as are shown, so
 * paging further and then reloading (or the background check) compares like with like.
 */
export function useProductList(
  userId: string,
  filters: ProductListFilters,
  opts: { reloadWhenVisible?: boolean } = {},
) {
  const key = productListKey(userId, filters);
  const latest = useRef({ key, filters });
  latest.current = { key, filters };

  const load = useCallback(() => {
    const { key: k, filters: f } = latest.current;
    const shown = routeCache.get<ProductPage>(k)?.data.items.length ?? 0;
    return fetchPages(f, Math.max(PRODUCT_PAGE_SIZE, shown));
  }, []);

  const cached = useRouteCachedData<ProductPage>({
    key,
    load,
    enabled: userId !== '',
    reloadWhenVisible: opts.reloadWhenVisible,
    // the seller's own list shows stock and prices, facts that follow every sale and edit (issue 25); the
    // market's lists are content, with the update banner
    facts: filters.mine,
    // readable offline, marked with when it was loaded (docs/decisions/0227-offline-reading.md)
    keepOffline: true,
  });

  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  const busy = useRef(false);
  const { reload } = cached;
  useLiveReload(
    'product',
    filters.mine && userId !== '',
    useCallback(() => reload({ force: true }), [reload]),
  );

  /** Appends the next page (keyset cursor) and stores the longer list in the cache entry. */
  const loadMore = useCallback(async () => {
    const { key: k, filters: f } = latest.current;
    const current = routeCache.get<ProductPage>(k)?.data;
    if (busy.current || !current?.cursor) return;
    busy.current = true;
    setLoadingMore(true);
    setLoadMoreError(null);
    try {
      const page: Product[] = await callApi(list, {
        category: f.category,
        search: f.search.trim(),
        sort: f.sort,
        mine: f.mine || undefined,
        low_stock: f.lowStock || undefined,
        cursor: current.cursor,
        limit: PRODUCT_PAGE_SIZE,
      });
      if (latest.current.key !== k) return;
      const seen = new Set(current.items.map((p) => p._id));
      const next: ProductPage = {
        items: [...current.items, ...page.filter((p) => !seen.has(p._id))],
        cursor: page.length === PRODUCT_PAGE_SIZE ? (page.at(-1)?._id ?? null) : null,
      };
      routeCache.set(k, next);
      await reload(); // not forced: serves the entry just written
    } catch (error) {
      setLoadMoreError(error);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [reload]);

  return { ...cached, key, loadMore, loadingMore, loadMoreError };
}
