import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { update } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { posKeys } from './keys';

/**
 * `/res/order/update`: replaces the sale's lines (each within stock, else 409 naming the product) and its bill
 * discount. `run` wraps the call itself (a manager's approval rides on the request as it is built: decision 0280).
 */
export function useUpdatePosSale(run: <T>(call: () => Promise<T>) => Promise<T> = (call) => call()) {
  const queryClient = useQueryClient();
  return useMutation({
    // fail at once when offline (not paused): the POS keeps the sale and retries itself
    networkMode: 'always',
    mutationFn: (input: CallInput<typeof update>) => run(() => callApi(update, input)),
    onSuccess: async (order) => {
      // a read of the draft sent before this save answers the lines as they were then: landing after this answer
      // it would be adopted as the sale and drop what this save added (a line vanished from the till's sheet)
      await queryClient.cancelQueries({ queryKey: posKeys.draft(order.order_id) });
      queryClient.setQueryData(posKeys.draft(order.order_id), order);
    },
  });
}
