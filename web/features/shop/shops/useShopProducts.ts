import { useInfiniteQuery } from '@tanstack/react-query';
import { list } from '../../../../contract/products';
import { callApi } from '../../../lib/api';

const PAGE = 20;

/** `/res/product/list` with `seller_id`: one shop's products with the market's search and sort. */
export function useShopProducts(sellerId: string, search: string, sort: 1 | -1) {
  return useInfiniteQuery({
    queryKey: ['shops', sellerId, 'products', search, sort],
    queryFn: ({ pageParam }) =>
      callApi(list, { seller_id: sellerId, search, sort, category: [], cursor: pageParam, limit: PAGE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length === PAGE ? (last[last.length - 1]?._id ?? null) : null),
    enabled: sellerId !== '',
  });
}
