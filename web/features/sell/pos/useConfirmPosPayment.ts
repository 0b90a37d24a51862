import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receivedPayment } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { posKeys, saleRecorded } from './keys';

/**
 * `/res/order/received_payment`: completes the sale (stock taken, sale recorded). The key is the
 * sale's own (pos-storage `paymentKeyFor`), so a double tap or a retry records one sale.
 */
export function useConfirmPosPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // fail at once when offline (not paused): the POS keeps the sale and retries itself
    networkMode: 'always',
    mutationFn: (input: {
      id: string;
      method?: string;
      payments?: { method: string; amount: number }[];
      idempotency_key: string;
    }) => callApi(receivedPayment, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(['sales', 'one', answer.order.order_id], answer.order);
      queryClient.removeQueries({ queryKey: posKeys.draft(answer.order.order_id) });
      saleRecorded(queryClient);
    },
  });
}
