import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { refund } from '../../../../contract/order-refunds';
import { callApi } from '../../../lib/api';
import { routeCache } from '../../../lib/route-cache';
import { refundKeys } from './useRefunds';

/** `/res/order/refund` (one idempotency key per attempt): the sale, its lists and the stock then reload. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof refund>) => callApi(refund, input),
    onSuccess: (r) => {
      queryClient.setQueryData(refundKeys.one(r.summary.order_id), r.summary);
      for (const key of [['sales'], ['orders'], ['products']])
        void queryClient.invalidateQueries({ queryKey: key });
      for (const key of routeCache.keys())
        if (key.startsWith('orders:') || key.startsWith('products')) routeCache.clear(key);
    },
  });
}
