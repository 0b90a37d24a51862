import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { adjustStock } from '../../../../contract/product-stock';
import { callApi } from '../../../lib/api';
import { invalidateProductData, productKeys } from '../products';
import { stockKeys } from './keys';

/** `/res/product/adjust_stock`: the product and its history show the new stock at once. */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof adjustStock>) => callApi(adjustStock, input),
    onSuccess: (result) => {
      queryClient.setQueryData(productKeys.one(result.product._id), result.product);
      invalidateProductData(queryClient);
      void queryClient.invalidateQueries({ queryKey: stockKeys.history(result.product._id) });
    },
  });
}
