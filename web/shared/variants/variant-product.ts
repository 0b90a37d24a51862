import type { Product, Variant } from '../../../contract/products';
import { variantLineName } from '../../../contract/variant-name';

/**
 * A variant as the till sells it: a product of its own, with the variant's id, price, stock and barcode, named
 * "product · variant", remembering the product it is a kind of (`variant_of`, sent as product_id + variant_id).
 * The till's lines, stock bounds and receipts then treat it as any product (docs/decisions/0236-variants.md).
 */
export type SellableProduct = Product & { variant_of?: string };

export function variantAsProduct(product: Product, variant: Variant): SellableProduct {
  return {
    ...product,
    _id: variant._id,
    id: variant._id,
    name: variantLineName(product.name, variant.name),
    price: variant.price,
    discounted_price: variant.discounted_price,
    discount: variant.discount,
    quantity: variant.quantity,
    barcode: variant.barcode,
    variants: [],
    variant_of: product._id,
  };
}

/** The variant of `product` whose barcode is `code`, as a sellable product; null when none is. */
export function variantByBarcode(product: Product, code: string): SellableProduct | null {
  const variant = product.variants.find((v) => v.barcode === code);
  return variant ? variantAsProduct(product, variant) : null;
}

/** How a line names its product on the wire: product_id, and variant_id for a variant (decision 0236). */
export function lineIds(line: { product_id: string; variant_of?: string | undefined }): {
  product_id: string;
  variant_id?: string;
} {
  return line.variant_of
    ? { product_id: line.variant_of, variant_id: line.product_id }
    : { product_id: line.product_id };
}
