import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { isFirstPaint } from '../../../lib/first-paint';
import { copyName, keptOffline, loadKeepingCopy } from '../../../lib/route-cache/offline-query';
import { productKeys } from './keys';

/**
 * `/res/product/get`: one product, always fetched fresh for editing. `keepOffline` (the shopper's product page):
 * kept on the phone, and offline the copy answers with its time (`productCopyName`, decision 0269); the editor
 * never edits a copy.
 */
export function useProduct(id: string | null, { keepOffline = false }: { keepOffline?: boolean } = {}) {
  const base = productQuery(id ?? '');
  const copy = productCopyName(id ?? '');
  return useQuery({
    ...base,
    ...(keepOffline
      ? { queryFn: () => loadKeepingCopy(copy, () => callApi(get, { id: id ?? '' })), ...keptOffline(copy) }
      : {}),
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

/** The phone's copy of a product as the market shows it: public, the same for every viewer (decision 0269). */
export function productCopyName(id: string): string {
  return copyName('product', null, id);
}
