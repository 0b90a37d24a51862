import { useInfiniteQuery } from '@tanstack/react-query';
import { stockHistory } from '../../../../contract/product-stock';
import { callApi } from '../../../lib/api';
import { stockKeys } from './keys';

/** `/res/product/stock_history`: one product's stock changes, newest first, 30 a page. */
export function useStockHistory(productId: string | null) {
  return useInfiniteQuery({
    queryKey: stockKeys.history(productId ?? ''),
    queryFn: ({ pageParam }) => callApi(stockHistory, { id: productId ?? '', cursor: pageParam, limit: 30 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: productId !== null,
    // a fact (docs/decisions/0225-live-facts.md): always asked anew when the screen opens
    staleTime: 0,
  });
}
