import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancel } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { posKeys } from './keys';

/** `/res/order/cancel` on the sale draft: discards it ("Clear sale"). */
export function useCancelPosSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(cancel, { id }),
    onSettled: (_data, _error, id) => queryClient.removeQueries({ queryKey: posKeys.draft(id) }),
  });
}
