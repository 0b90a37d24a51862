import { list, type Order, type OrderStatus } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { type CursorPage, useCachedCursorList } from '../../../lib/route-cache/useCachedCursorList';
import { type OrderRole, orderListKey } from './keys';

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
 * `/res/order/list`: the buyer's orders or the seller's incoming ones, filtered by status,
 * through the per-route cache (scroll restoration, update banner) with cursor paging.
 */
export function useOrders(userId: string, role: OrderRole, status: OrderStatus | '') {
  return useCachedCursorList({
    key: orderListKey(userId, role, status),
    query: { role, status },
    fetchPage: fetchOrderPage,
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
