import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { list, type Order, type OrderStatus } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { type CursorPage, useCachedCursorList } from '../../../lib/route-cache/useCachedCursorList';
import { type OrderRole, orderKeys, orderListKey } from '../../../shared/orders/order-keys';

export const ORDER_PAGE_SIZE = 20;

export type OrderPage = CursorPage<Order>;

interface OrderQuery {
  role: OrderRole;
  status: OrderStatus | '';
}

async function fetchOrderPage(
  { role, status }: OrderQuery,
  cursor: string | null,
  limit: number,
): Promise<OrderPage> {
  const page = await callApi(list, {
    role,
    status: status || undefined,
    order_type: 'Online-Sell',
    cursor,
    limit,
  });
  return { items: page.items, cursor: page.next_cursor };
}

const orderId = (order: Order) => order.order_id;

/**
 * What a list page learnt of each order is the order page's first paint too, unless that page holds a copy learnt
 * later: opening an order never paints a state older than its card showed (issue 51,
 * docs/decisions/0268-live-stock-and-first-screen-updates.md). The page still asks the server at once.
 */
export function learnOrders(queryClient: QueryClient, orders: Order[], learntAt: number): void {
  for (const order of orders) {
    const key = orderKeys.one(order.order_id);
    const held = queryClient.getQueryState(key);
    if (held?.data !== undefined && held.dataUpdatedAt >= learntAt) continue;
    queryClient.setQueryData(key, order, { updatedAt: learntAt });
  }
}

/**
 * `/res/order/list`: the buyer's orders or the seller's incoming ones, filtered by status,
 * through the per-route cache (scroll restoration, update banner) with cursor paging.
 */
export function useOrders(userId: string, role: OrderRole, status: OrderStatus | '') {
  const queryClient = useQueryClient();
  const fetchPage = useCallback(
    async (query: OrderQuery, cursor: string | null, limit: number) => {
      const asked = Date.now();
      const page = await fetchOrderPage(query, cursor, limit);
      learnOrders(queryClient, page.items, asked);
      return page;
    },
    [queryClient],
  );
  return useCachedCursorList({
    key: orderListKey(userId, role, status),
    query: { role, status },
    fetchPage,
    pageSize: ORDER_PAGE_SIZE,
    idOf: orderId,
    enabled: userId !== '',
    reloadWhenVisible: true,
    // an order's state is a fact: it follows every change at once (issue 25)
    facts: true,
    live: { kind: 'order', enabled: userId !== '' },
    // readable offline, marked with when it was loaded (docs/decisions/0227-offline-reading.md)
    keepOffline: true,
  });
}
