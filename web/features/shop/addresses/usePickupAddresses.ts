import { useQueries } from '@tanstack/react-query';
import { listStorePickupAddresses } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { addressKeys } from './keys';

/** `/user/info/list_store_pickup_addresses` with `seller_id`, for each seller of the cart. */
export function usePickupAddresses(sellerIds: string[]) {
  return useQueries({
    queries: sellerIds.map((sellerId) => ({
      queryKey: addressKeys.pickup(sellerId),
      queryFn: () => callApi(listStorePickupAddresses, { seller_id: sellerId }),
      staleTime: 60_000,
    })),
  });
}
