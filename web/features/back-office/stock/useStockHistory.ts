import { useInfiniteQuery } from '@tanstack/react-query';
import { stockHistory } from '../../../../contract/product-stock';
import { callApi } from '../../../lib/api';
import { stockKeys } from './keys';

/** `/res/product/stock_history`: one product's (or one of its variants') stock changes, newest first, 30 a page. */
export function useStockHistory(productId: string | null, variantId: string | null = null) {
  return useInfiniteQuery({
    queryKey: stockKeys.variantHistory(productId ?? '', variantId),
    queryFn: ({ pageParam }) =>
      callApi(stockHistory, {
        id: productId ?? '',
        ...(variantId ? { variant_id: variantId } : {}),
        cursor: pageParam,
        limit: 30,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: productId !== null,
    // a fact (docs/decisions/0225-live-facts.md): always asked anew when the screen opens
    staleTime: 0,
  });
}
