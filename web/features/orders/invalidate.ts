import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../contract/orders';
import { routeCache } from '../../lib/route-cache';
import { orderKeys } from './keys';

/** After an order changed: its detail shows the new state at once, lists reload. */
export function orderChanged(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.one(order.order_id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  for (const key of routeCache.keys()) if (key.startsWith('orders:')) routeCache.clear(key);
}
