import { useInfiniteQuery } from '@tanstack/react-query';
import { sales } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { salesKeys } from './keys';

export const SALES_PAGE_SIZE = 20;
export type SalesPeriod = 'today' | '7d' | '30d' | 'all';
export type SalesChannel = 'all' | 'online' | 'pos';

/** `/res/order/sales`: the seller's sales, newest payment first, paged by cursor, with the period's totals. */
export function useSales(period: SalesPeriod, channel: SalesChannel, enabled = true) {
  return useInfiniteQuery({
    queryKey: salesKeys.list(period, channel),
    queryFn: ({ pageParam }) =>
      callApi(sales, { period, channel, cursor: pageParam, limit: SALES_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
}
