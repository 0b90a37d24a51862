import { useQueries } from '@tanstack/react-query';
import { getShop } from '../../../../contract/shops';
import { callApi } from '../../../lib/api';

/** `/res/shop/get` for each seller of a signed-out cart: their public store-pickup addresses. */
export function useShopPickups(sellerIds: string[]) {
  return useQueries({
    queries: sellerIds.map((sellerId) => ({
      queryKey: ['shops', sellerId],
      queryFn: () => callApi(getShop, { id: sellerId }),
      staleTime: 60_000,
    })),
  });
}
