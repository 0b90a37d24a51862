import type { QueryClient } from '@tanstack/react-query';
import { refetchChanged } from '../../../lib/live-changes';
import { routeCache } from '../../../lib/route-cache';

/** TanStack Query keys of the product calls, and the route-cache keys of product lists. */
export const productKeys = {
  all: ['products'] as const,
  categories: (mine: boolean) => ['products', 'categories', mine ? 'mine' : 'all'] as const,
  one: (id: string) => ['products', 'one', id] as const,
};

export interface ProductListFilters {
  search: string;
  category: string[];
  sort: 1 | -1;
  /** the caller's own catalogue (/product) or every seller's (market) */
  mine: boolean;
  /** the seller's "to reorder" list: her products at or below their low-stock alert (decision 0229) */
  lowStock?: boolean;
  /** the market's orders and filters (docs/decisions/0271-market-sort-filter-and-paying.md); left out: newest, none */
  sortBy?: 'newest' | 'price' | 'rating' | 'nearest';
  district?: string;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
}

/** Route-cache key of one list: per user (cached data belongs to them) and per filter. */
export function productListKey(userId: string, f: ProductListFilters): string {
  const category = [...f.category].sort().join('\u0001');
  const order =
    f.sortBy || f.district || f.priceMin !== undefined || f.priceMax !== undefined || f.inStock
      ? `:${f.sortBy ?? ''},${f.district ?? ''},${f.priceMin ?? ''},${f.priceMax ?? ''},${f.inStock ? 1 : ''}`
      : '';
  return `products:${f.mine ? `mine:${userId}` : 'all'}:${f.sort}${f.lowStock ? ':low' : ''}${order}:${category}:${f.search.trim()}`;
}

/**
 * A product changed somewhere (a sale, an edit on another device; docs/decisions/0225-live-facts.md): what is on
 * screen refetches and the seller's own cached lists are dropped, so no old stock or price shows again.
 */
export function productChangedElsewhere(queryClient: QueryClient, id: string): void {
  if (id !== '*') queryClient.removeQueries({ queryKey: productKeys.one(id), type: 'inactive' });
  void refetchChanged(queryClient, productKeys.all);
  for (const key of routeCache.keys()) if (key.startsWith('products:mine:')) routeCache.clear(key);
}

/**
 * After a product changed: queries are refetched and the market's cached lists dropped. The
 * seller's own lists stay, so /product shows them at once and reloads them (forced) on return.
 */
export function invalidateProductData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  for (const key of routeCache.keys()) {
    if (key.startsWith('products:all:')) routeCache.clear(key);
  }
}
