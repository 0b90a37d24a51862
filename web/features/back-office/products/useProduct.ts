import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { isFirstPaint } from '../../../lib/first-paint';
import { productKeys } from './keys';

/** `/res/product/get`: one product, always fetched fresh for editing. */
export function useProduct(id: string | null) {
  return useQuery({
    ...productQuery(id ?? ''),
    enabled: id !== null,
    // a product page drawn by the server shows an answer of the last few seconds: asking again as the app takes
    // it over would only repeat it (docs/decisions/0254-server-first-paint.md)
    refetchOnMount: !isFirstPaint(),
  });
}

/** The product's query: the hook's, and the server's first render of a shared product link (decision 0254). */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.one(id),
    queryFn: () => callApi(get, { id }),
    staleTime: 0,
    retry: false,
  });
}
