import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { receivedPayment } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { orderChanged } from './invalidate';

/** `/res/order/received_payment`: the seller confirms the payment (idempotency key per attempt). */
export function useReceivedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof receivedPayment>) => callApi(receivedPayment, input),
    onSuccess: (r) => orderChanged(queryClient, r.order),
  });
}
