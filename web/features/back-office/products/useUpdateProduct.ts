import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { update } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { invalidateProductData, productKeys } from './keys';

/** `/res/product/update` (the owner only). */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof update>) => callApi(update, input),
    onSuccess: (result) => {
      queryClient.setQueryData(productKeys.one(result._id), result.product);
      invalidateProductData(queryClient);
    },
  });
}
