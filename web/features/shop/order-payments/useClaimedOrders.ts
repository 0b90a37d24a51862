import { useQuery } from '@tanstack/react-query';
import { claimedOrders } from '../../../../contract/order-payments';
import { callApi } from '../../../lib/api';
import { claimKeys } from './keys';

/** `/res/order/claimed`: the seller's orders whose buyer says they paid (shown first in the order list). */
export function useClaimedOrders(enabled: boolean) {
  return useQuery({
    queryKey: claimKeys.claimed,
    queryFn: () => callApi(claimedOrders, {}),
    enabled,
    refetchOnWindowFocus: true,
  });
}
