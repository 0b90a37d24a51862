import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelRestock } from '../../../../contract/restock-alerts';
import { callApi } from '../../../lib/api';
import { RESTOCK_KEY } from './useRestockAlerts';

/** `/res/product/cancel_restock`: no longer tell me. */
export function useCancelRestock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; variant_id?: string }) => callApi(cancelRestock, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESTOCK_KEY }),
  });
}
