import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { update } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { posKeys } from './keys';

/** `/res/order/update`: replaces the sale's lines (each within stock, else 409 naming the product) and its bill discount. */
export function useUpdatePosSale() {
  const queryClient = useQueryClient();
  return useMutation({
    // fail at once when offline (not paused): the POS keeps the sale and retries itself
    networkMode: 'always',
    mutationFn: (input: CallInput<typeof update>) => callApi(update, input),
    onSuccess: (order) => queryClient.setQueryData(posKeys.draft(order.order_id), order),
  });
}
