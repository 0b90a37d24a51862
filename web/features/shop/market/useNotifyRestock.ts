import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyRestock } from '../../../../contract/restock-alerts';
import { callApi } from '../../../lib/api';
import { RESTOCK_KEY } from './useRestockAlerts';

/** `/res/product/notify_restock`: tell me once when this sold-out product or variant is back. */
export function useNotifyRestock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; variant_id?: string }) => callApi(notifyRestock, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESTOCK_KEY }),
  });
}
