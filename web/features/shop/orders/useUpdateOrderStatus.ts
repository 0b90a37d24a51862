import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { updateStatus } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { orderChanged } from './invalidate';

/** `/res/order/update_status`: the seller's fulfilment steps (shipped / ready for pickup / completed). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateStatus>) => callApi(updateStatus, input),
    onSuccess: (r) => orderChanged(queryClient, r.order),
  });
}
