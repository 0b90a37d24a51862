import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remove } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { invalidateProductData } from './keys';

/** `/res/product/remove`: ids (all the caller's, or nothing is removed). */
export function useRemoveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(remove, { ids }),
    onSuccess: () => invalidateProductData(queryClient),
  });
}
