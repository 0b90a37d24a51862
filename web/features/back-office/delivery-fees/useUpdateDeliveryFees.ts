import { updateDeliveryFees } from '../../../../contract/delivery-fees';
import { useWrite } from '../../../lib/use-write';
import { deliveryFeeKeys } from '../../../shared/delivery/keys';

/** `/res/delivery_fees/update`: the seller's delivery fees; every quote of them refetches. */
export function useUpdateDeliveryFees() {
  return useWrite(updateDeliveryFees, [deliveryFeeKeys.all]);
}
