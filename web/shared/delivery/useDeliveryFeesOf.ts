import { useQuery } from '@tanstack/react-query';
import { deliveryFeesOf } from '../../../contract/delivery-fees';
import { callApi } from '../../lib/api';
import { deliveryFeeKeys } from './keys';

/**
 * `/res/delivery_fees/of`: what these shops charge to deliver, for the checkout and the seller's own settings
 * (docs/decisions/0248-delivery-fees.md). Public.
 */
export function useDeliveryFeesOf(sellerIds: readonly string[]) {
  return useQuery({
    queryKey: deliveryFeeKeys.of(sellerIds),
    queryFn: () => callApi(deliveryFeesOf, { seller_ids: [...sellerIds] }),
    enabled: sellerIds.length > 0,
  });
}
