import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { list, PRODUCT_PAGE_SIZE } from '../../../../contract/products';
import { callApi } from '../../../lib/api';

/** `/res/product/list` with `seller_id`: one shop's products with the market's search and sort. */
export function useShopProducts(sellerId: string, search: string, sort: 1 | -1) {
  return useInfiniteQuery({ ...shopProductsQuery(sellerId, search, sort), enabled: sellerId !== '' });
}

/** A shop's products: the hook's query, and the server's first render of a shared shop link (decision 0254). */
export function shopProductsQuery(sellerId: string, search: string, sort: 1 | -1) {
  return infiniteQueryOptions({
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
  });
}
