import { useQuery } from '@tanstack/react-query';
import { paymentClaim } from '../../../../contract/order-payments';
import { callApi } from '../../../lib/api';
import { claimKeys } from './keys';

/** `/res/order/payment_claim`: the buyer's "I have paid" on an order awaiting payment, or null. */
export function usePaymentClaim(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: claimKeys.one(orderId),
    queryFn: () => callApi(paymentClaim, { id: orderId }),
    enabled,
  });
}
