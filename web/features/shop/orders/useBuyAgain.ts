import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyAgain } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';

/** `/res/order/buy_again`: a past order's lines into the cart; the cart refetches. */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(buyAgain, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
