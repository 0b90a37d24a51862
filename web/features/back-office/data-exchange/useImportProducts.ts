import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importProducts } from '../../../../contract/data-exchange';
import { callApi } from '../../../lib/api';
import { invalidateProductData } from '../products';

/** `/res/product/import_csv`: a preview (commit false), or the import itself; the catalogue refreshes after. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; commit: boolean }) => callApi(importProducts, input),
    onSuccess: (result) => {
      if (result.committed) invalidateProductData(queryClient);
    },
  });
}
