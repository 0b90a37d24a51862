import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { guestCheckout } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { keepGuestPasses } from './guest-passes';

/**
 * `/res/order/guest_checkout`: places the signed-out cart with an email (docs/decisions/0284-guest-checkout.md);
 * the passes are kept (the page empties the local cart once it has moved on). The same idempotency key on every
 * retry of one attempt.
 */
export function useGuestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof guestCheckout>) => callApi(guestCheckout, input),
    onSuccess: (result) => {
      keepGuestPasses(result.orders, result.pass_expires_at);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
