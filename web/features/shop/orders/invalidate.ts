import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../contract/orders';
import { refetchChanged } from '../../../lib/live-changes';
import { routeCache } from '../../../lib/route-cache';
import { orderKeys } from '../../../shared/orders/order-keys';

/**
 * An order changed somewhere (the live stream, docs/decisions/0225-live-facts.md): what is on screen refetches,
 * and nothing cached of it can be shown again before it is fetched anew (`id` '*': any order).
 */
export function orderChangedElsewhere(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({
    queryKey: id === '*' ? ['orders', 'one'] : orderKeys.one(id),
    type: 'inactive',
  });
  void refetchChanged(queryClient, orderKeys.all);
  for (const key of routeCache.keys()) if (key.startsWith('orders:')) routeCache.clear(key);
}

/** After an order changed: its detail shows the new state at once, lists reload. */
export function orderChanged(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.one(order.order_id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  for (const key of routeCache.keys()) if (key.startsWith('orders:')) routeCache.clear(key);
}
