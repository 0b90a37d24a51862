import type { Product } from '../../../../contract/products';
import { list, PRODUCT_PAGE_SIZE } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { routeCache } from '../../../lib/route-cache';
import { type CursorPage, useCachedCursorList } from '../../../lib/route-cache/useCachedCursorList';
import { type ProductListFilters, productListKey } from './keys';

export { PRODUCT_PAGE_SIZE };

/** The cursor is the `_id` of the last item when more may follow. */
export type ProductPage = CursorPage<Product>;

/** The product list answers a bare array: a full page means more may follow, from its last item. */
async function fetchProductPage(
  filters: ProductListFilters,
  cursor: string | null,
  limit: number,
): Promise<ProductPage> {
  const items: Product[] = await callApi(list, {
    category: filters.category,
    search: filters.search.trim(),
    sort: filters.sort,
    mine: filters.mine || undefined,
    low_stock: filters.lowStock || undefined,
    sort_by: filters.sortBy,
    district: filters.district as ListInput['district'],
    price_min: filters.priceMin,
    price_max: filters.priceMax,
    in_stock: filters.inStock || undefined,
    cursor,
    limit,
  });
  return { items, cursor: items.length === limit ? (items.at(-1)?._id ?? null) : null };
}

type ListInput = Parameters<typeof callApi<typeof list>>[1];

const productId = (product: Product) => product._id;

/**
 * `/res/product/list` through the per-route cache (docs/product.md §4): fresh data is shown without a fetch,
 * a background check raises the update banner.
 */
export function useProductList(
  userId: string,
  filters: ProductListFilters,
  opts: { reloadWhenVisible?: boolean } = {},
) {
  return useCachedCursorList({
    key: productListKey(userId, filters),
    query: filters,
    fetchPage: fetchProductPage,
    pageSize: PRODUCT_PAGE_SIZE,
    idOf: productId,
    enabled: userId !== '',
    reloadWhenVisible: opts.reloadWhenVisible,
    // the seller's own list shows stock and prices, facts that follow every sale and edit (issue 25); the
    // market's lists are content, with the update banner
    facts: filters.mine,
    live: { kind: 'product', enabled: filters.mine && userId !== '' },
    // readable offline, marked with when it was loaded (docs/decisions/0227-offline-reading.md)
    keepOffline: true,
  });
}

/**
 * Puts a list's first page in the route cache, as the hook loads it (one page of `PRODUCT_PAGE_SIZE`), for the
 * address that shows it: the hook then shows it without asking. The server's first render of /market and the
 * hydration that takes it over do this before they render (docs/decisions/0254-server-first-paint.md).
 */
export async function fillProductList(
  userId: string,
  filters: ProductListFilters,
  route: string,
): Promise<void> {
  const page = await fetchProductPage(filters, null, PRODUCT_PAGE_SIZE);
  routeCache.set(productListKey(userId, filters), page, route);
}
