import { chooseVariant, notThisProductsVariant } from '../../products/product-rules';
import type { SaleProduct } from '../../products/product-view';
import type { ProductsForSales } from './products-for-sales';

/**
 * Lines as a client names them (`product_id` and, for a product with variants, `variant_id`) turned into the row
 * each one sells: a variant is a row of the catalogue with its own stock, so from here on `product_id` is the
 * variant's (docs/decisions/0236-variants.md). A `variant_id` of another product is refused before anything is read.
 */
export async function withVariantRows<T extends { product_id: string; variant_id?: string | undefined }>(
  products: Pick<ProductsForSales, 'productsOfVariants'>,
  items: T[],
): Promise<T[]> {
  const asked = items.flatMap((i) => (i.variant_id === undefined ? [] : [i.variant_id]));
  if (asked.length === 0) return items;
  const productOf = await products.productsOfVariants(asked);
  return items.map((i) => {
    if (i.variant_id === undefined) return i;
    if (productOf.get(i.variant_id) !== i.product_id) throw notThisProductsVariant();
    return { ...i, product_id: i.variant_id };
  });
}

/** A product with variants is sold as one of them: its own row has no stock and no single price. */
export function assertVariantChosen(product: SaleProduct): void {
  if (product.variant_names.length > 0) throw chooseVariant(product.name, product.variant_names);
}

/** The line as the API names it: a variant's line under its product, with the variant as `variant_id`. */
export function lineIdsOut(line: { product_id: string; variant_of: string | null }): {
  product_id: string;
  variant_id?: string;
} {
  return line.variant_of === null
    ? { product_id: line.product_id }
    : { product_id: line.variant_of, variant_id: line.product_id };
}
