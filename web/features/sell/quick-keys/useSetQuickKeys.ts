import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setQuickKeys } from '../../../../contract/quick-keys';
import { callApi } from '../../../lib/api';
import { quickKeyKeys } from './keys';

/** `/res/product/set_quick_keys`: the till shows the saved keys at once. */
export function useSetQuickKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) => callApi(setQuickKeys, { product_ids: productIds }),
    onSuccess: (result) => queryClient.setQueryData(quickKeyKeys.mine, result),
  });
}
