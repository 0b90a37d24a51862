import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestClaimPayment } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { guestOrderKey } from './useGuestOrder';

/** `/res/order/guest_claim_payment`: "I have paid" with the order's guest pass. */
export function useGuestClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; pass: string; reference?: string }) =>
      callApi(guestClaimPayment, input),
    onSuccess: (r) => {
      queryClient.setQueryData(guestOrderKey(r.order.order_id), (old: { fps: unknown } | undefined) =>
        old ? { ...old, order: r.order } : old,
      );
    },
  });
}
