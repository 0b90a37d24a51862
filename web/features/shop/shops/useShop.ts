import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShop } from '../../../../contract/shops';
import { ApiError, callApi } from '../../../lib/api';
import { copyName, keptOffline, loadKeepingCopy } from '../../../lib/route-cache/offline-query';

/** `/res/shop/get`: the shop's name and pickup addresses (no login needed). */
export function useShop(id: string) {
  // kept on the phone: offline, the copy answers with its time (decision 0269)
  const copy = shopCopyName(id);
  return useQuery({
    ...shopQuery(id),
    queryFn: () => loadKeepingCopy(copy, () => callApi(getShop, { id })),
    ...keptOffline(copy),
    enabled: id !== '',
  });
}

/** The phone's copy of a shop's page head: public, the same for every viewer (decision 0269). */
export function shopCopyName(id: string): string {
  return copyName('shop', null, id);
}

/** The shop's query: the hook's, and the server's first render of a shared shop link (decision 0254). */
export function shopQuery(id: string) {
  return queryOptions({
    queryKey: ['shops', id],
    queryFn: () => callApi(getShop, { id }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
