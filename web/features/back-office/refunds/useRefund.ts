import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { refund } from '../../../../contract/order-refunds';
import { callApi } from '../../../lib/api';
import { routeCache } from '../../../lib/route-cache';
import { refundKeys } from './useRefunds';

/**
 * `/res/order/refund` (one idempotency key per attempt): the sale, its lists and the stock then reload. `run` wraps
 * the call (a cashier's refund asks a manager's approval: useManagerApproval, docs/decisions/0280).
 */
export function useRefund(run: <T>(call: () => Promise<T>) => Promise<T> = (call) => call()) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof refund>) => run(() => callApi(refund, input)),
    onSuccess: (r) => {
      queryClient.setQueryData(refundKeys.one(r.summary.order_id), r.summary);
      for (const key of [['sales'], ['orders'], ['products']])
        void queryClient.invalidateQueries({ queryKey: key });
      for (const key of routeCache.keys())
        if (key.startsWith('orders:') || key.startsWith('products')) routeCache.clear(key);
    },
  });
}
