import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { list, PRODUCT_PAGE_SIZE } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import {
  copyName,
  firstPageKept,
  keptOffline,
  nextPageUnlessOffline,
} from '../../../lib/route-cache/offline-query';

/** `/res/product/list` with `seller_id`: one shop's products with the market's search and sort. */
export function useShopProducts(sellerId: string, search: string, sort: 1 | -1) {
  const base = shopProductsQuery(sellerId, search, sort);
  // its first page kept on the phone: offline, the copy answers with its time (decision 0269)
  const copy = shopProductsCopyName(sellerId, search, sort);
  return useInfiniteQuery({
    ...base,
    queryFn: firstPageKept(copy, base.queryFn),
    getNextPageParam: nextPageUnlessOffline(copy, base.getNextPageParam),
    ...keptOffline(copy),
    enabled: sellerId !== '',
  });
}

/** The phone's copy of a shop's first page of products as listed (decision 0269). */
export function shopProductsCopyName(sellerId: string, search: string, sort: number): string {
  return copyName('shop-products', null, sellerId, search, sort);
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
