import type { QueryClient } from '@tanstack/react-query';
import { routeCache } from '../../../lib/route-cache';

/** TanStack Query keys of the POS calls. */
export const posKeys = {
  all: ['pos'] as const,
  draft: (id: string) => ['pos', 'draft', id] as const,
  options: (id: string) => ['pos', 'options', id] as const,
};

/** After a sale was paid: sales figures, order lists and the catalogue's stock are out of date. */
export function saleRecorded(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['sales'] });
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
  void queryClient.invalidateQueries({ queryKey: ['products'] });
  for (const key of routeCache.keys()) {
    if (key.startsWith('products:') || key.startsWith('orders:')) routeCache.clear(key);
  }
}
