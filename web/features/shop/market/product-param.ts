import type { Product } from '../../../../contract/products';

/** The `item` query parameter (a JSON product, docs/product.md §2), or null when absent or not a product. */
export function parseItemParam(value: string | null): Product | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<Product> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const id = parsed._id ?? parsed.id;
    if (typeof id !== 'string' || typeof parsed.name !== 'string') return null;
    return {
      ...parsed,
      _id: id,
      id,
      imagePaths: Array.isArray(parsed.imagePaths)
        ? parsed.imagePaths.filter((p) => typeof p === 'string')
        : [],
      price: Number(parsed.price) || 0,
      discount: Number(parsed.discount) || 0,
      quantity: Number.isInteger(parsed.quantity) ? (parsed.quantity as number) : 0,
      seller_name: parsed.seller_name ?? '',
      seller_id: parsed.seller_id ?? '',
      description: parsed.description ?? '',
      category: Array.isArray(parsed.category) ? parsed.category : [],
    } as Product;
  } catch {
    return null;
  }
}

/** The market image view of a product (docs/product.md §2: /market-img?item=…), opened at one image. */
export function marketImageHref(product: Product, index: number): string {
  const item = {
    _id: product._id,
    name: product.name,
    imagePaths: product.imagePaths,
  };
  return `/market-img?item=${encodeURIComponent(JSON.stringify(item))}&index=${index}`;
}
