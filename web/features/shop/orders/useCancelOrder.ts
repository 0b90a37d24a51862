import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancel } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { orderChanged } from './invalidate';

/** `/res/order/cancel`: buyer or seller, while the order awaits payment (the stock goes back). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(cancel, { id }),
    onSuccess: (r) => {
      orderChanged(queryClient, r.order);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
