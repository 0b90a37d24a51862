import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { checkout } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { writeOrderId } from './cart-storage';
import { cartKeys } from './keys';

/**
 * `/res/order/checkout`: places the cart, one order per seller. The caller passes the same
 * idempotency key on every retry of one attempt, so a double tap or a retry never places twice.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof checkout>) => callApi(checkout, input),
    onSuccess: () => {
      writeOrderId(null);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
