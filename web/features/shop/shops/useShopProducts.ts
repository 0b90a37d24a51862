import { useInfiniteQuery } from '@tanstack/react-query';
import { list, PRODUCT_PAGE_SIZE } from '../../../../contract/products';
import { callApi } from '../../../lib/api';

/** `/res/product/list` with `seller_id`: one shop's products with the market's search and sort. */
export function useShopProducts(sellerId: string, search: string, sort: 1 | -1) {
  return useInfiniteQuery({
    queryKey: ['shops', sellerId, 'products', search, sort],
    queryFn: ({ pageParam }) =>
      callApi(list, {
        seller_id: sellerId,
        search,
        sort,
        category: [],
        cursor: pageParam,
        limit: PRODUCT_PAGE_SIZE,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.length === PRODUCT_PAGE_SIZE ? (last[last.length - 1]?._id ?? null) : null,
    enabled: sellerId !== '',
  });
}
