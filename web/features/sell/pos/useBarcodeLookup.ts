import { useMutation } from '@tanstack/react-query';
import { list, stockForSale } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { type SellableProduct, variantByBarcode } from '../../../shared/variants/variant-product';

/**
 * `/res/product/list` with search = the scanned code among the seller's own products: the product
 * whose barcode is exactly the code (one in stock first), or the variant that carries it (as a product of its
 * own: docs/decisions/0236-variants.md), or null.
 */
export function useBarcodeLookup() {
  return useMutation({
    mutationFn: async (code: string): Promise<SellableProduct | null> => {
      const found = (await callApi(list, { mine: true, search: code, limit: 100 })).filter((p) => !p.removed);
      const exact = found.filter((p) => p.barcode === code);
      const product = exact.find((p) => stockForSale(p) > 0) ?? exact[0];
      if (product) return product;
      for (const p of found) {
        const variant = variantByBarcode(p, code);
        if (variant) return variant;
      }
      return null;
    },
  });
}
