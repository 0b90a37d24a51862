import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { setTracking } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { orderChanged } from './invalidate';

/** `/res/order/set_tracking`: the seller corrects a shipped order's courier and tracking number. */
export function useSetTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof setTracking>) => callApi(setTracking, input),
    onSuccess: (r) => orderChanged(queryClient, r.order),
  });
}
