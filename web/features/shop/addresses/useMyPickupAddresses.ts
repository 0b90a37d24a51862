import { useQuery } from '@tanstack/react-query';
import { listStorePickupAddresses } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { addressKeys } from './keys';

/** `/user/info/list_store_pickup_addresses` without seller_id: the seller's own (same cache entry checkout reads). */
export function useMyPickupAddresses() {
  const session = useSession();
  return useQuery({
    queryKey: addressKeys.pickup(session?.user_id ?? ''),
    queryFn: () => callApi(listStorePickupAddresses, {}),
    enabled: session?.role === 's',
  });
}
