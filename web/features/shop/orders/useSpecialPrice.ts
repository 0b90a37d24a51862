import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { specialPrice } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { orderChanged } from './invalidate';

/** `/res/order/special_price`: the seller's discount on her online order before it is paid (decision 0235). */
export function useSpecialPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof specialPrice>) => callApi(specialPrice, input),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
