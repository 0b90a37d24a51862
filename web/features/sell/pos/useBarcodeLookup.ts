import { useMutation } from '@tanstack/react-query';
import { list, type Product } from '../../../../contract/products';
import { callApi } from '../../../lib/api';

/**
 * `/res/product/list` with search = the scanned code among the seller's own products: the product
 * whose barcode is exactly the code (one in stock first), or null.
 */
export function useBarcodeLookup() {
  return useMutation({
    mutationFn: async (code: string): Promise<Product | null> => {
      const found = await callApi(list, { mine: true, search: code, limit: 100 });
      const exact = found.filter((p) => p.barcode === code && !p.removed);
      return exact.find((p) => p.quantity > 0) ?? exact[0] ?? null;
    },
  });
}
