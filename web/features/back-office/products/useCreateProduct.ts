import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { create } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { invalidateProductData } from './keys';

/** `/res/product/create` (sellers only). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof create>) => callApi(create, input),
    onSuccess: () => invalidateProductData(queryClient),
  });
}
