import { useCallback, useRef, useState } from 'react';
import { list, type Order, type OrderStatus } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { useLiveReload } from '../../../lib/live-changes';
import { routeCache, useRouteCachedData } from '../../../lib/route-cache';
import { type OrderRole, orderListKey } from './keys';

export const ORDER_PAGE_SIZE = 20;

export interface OrderPage {
  items: Order[];
  cursor: string | null;
}

async function fetchPages(role: OrderRole, status: OrderStatus | '', want: number): Promise<OrderPage> {
  const items: Order[] = [];
  let cursor: string | null = null;
  do {
    const limit = Math.min(100, Math.max(1, want - items.length));
    const page: { items: Order[]; next_cursor: string | null } = await callApi(list, {
      role,
      status: status || undefined,
      order_type: 'Online-Sell',
      cursor,
      limit,
    });
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor && items.length < want);
  return { items, cursor };
}

/**
 * `/res/order/list`: the buyer's orders or the seller's incoming ones, filtered by status,
 * through the per-route cache (scroll restoration, update banner) with cursor paging.
 */
export function useOrders(userId: string, role: OrderRole, status: OrderStatus | '') {
  const key = orderListKey(userId, role, status);
  const latest = useRef({ key, role, status });
  latest.current = { key, role, status };

  const load = useCallback(() => {
    const { key: k, role: r, status: s } = latest.current;
    const shown = routeCache.get<OrderPage>(k)?.data.items.length ?? 0;
    return fetchPages(r, s, Math.max(ORDER_PAGE_SIZE, shown));
  }, []);

  const cached = useRouteCachedData<OrderPage>({
    key,
    load,
    enabled: userId !== '',
    reloadWhenVisible: true,
    // an order's state is a fact: it follows every change at once (issue 25)
    facts: true,
    // readable offline, marked with when it was loaded (docs/decisions/0227-offline-reading.md)
    keepOffline: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  const busy = useRef(false);
  const { reload } = cached;
  useLiveReload(
    'order',
    userId !== '',
    useCallback(() => reload({ force: true }), [reload]),
  );

  const loadMore = useCallback(async () => {
    const { key: k, role: r, status: s } = latest.current;
    const current = routeCache.get<OrderPage>(k)?.data;
    if (busy.current || !current?.cursor) return;
    busy.current = true;
    setLoadingMore(true);
    setLoadMoreError(null);
    try {
      const page = await callApi(list, {
        role: r,
        status: s || undefined,
        order_type: 'Online-Sell',
        cursor: current.cursor,
        limit: ORDER_PAGE_SIZE,
      });
      if (latest.current.key !== k) return;
      const seen = new Set(current.items.map((o) => o.order_id));
      routeCache.set(k, {
        items: [...current.items, ...page.items.filter((o) => !seen.has(o.order_id))],
        cursor: page.next_cursor,
      });
      await reload();
    } catch (error) {
      setLoadMoreError(error);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [reload]);

  return { ...cached, key, loadMore, loadingMore, loadMoreError };
}
