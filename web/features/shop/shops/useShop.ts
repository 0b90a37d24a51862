import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShop } from '../../../../contract/shops';
import { ApiError, callApi } from '../../../lib/api';

/** `/res/shop/get`: the shop's name and pickup addresses (no login needed). */
export function useShop(id: string) {
  return useQuery({ ...shopQuery(id), enabled: id !== '' });
}

/** The shop's query: the hook's, and the server's first render of a shared shop link (decision 0254). */
export function shopQuery(id: string) {
  return queryOptions({
    queryKey: ['shops', id],
    queryFn: () => callApi(getShop, { id }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
