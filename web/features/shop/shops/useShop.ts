import { useQuery } from '@tanstack/react-query';
import { getShop } from '../../../../contract/shops';
import { ApiError, callApi } from '../../../lib/api';

/** `/res/shop/get`: the shop's name and pickup addresses (no login needed). */
export function useShop(id: string) {
  return useQuery({
    queryKey: ['shops', id],
    queryFn: () => callApi(getShop, { id }),
    enabled: id !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
