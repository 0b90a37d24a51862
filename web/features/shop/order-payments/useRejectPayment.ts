import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { rejectPayment } from '../../../../contract/order-payments';
import { callApi } from '../../../lib/api';
import { claimKeys } from './keys';

/** `/res/order/reject_payment`: the seller did not receive the claimed payment. */
export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof rejectPayment>) => callApi(rejectPayment, input),
    onSuccess: (r) => {
      queryClient.setQueryData(claimKeys.one(r.claim.order_id), { claim: r.claim });
      void queryClient.invalidateQueries({ queryKey: claimKeys.claimed });
    },
  });
}
