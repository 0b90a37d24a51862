/** `/write-review` for one line of an order: rate it, or change its review. */
export function writeReviewHref(
  orderId: string,
  productId: string,
  variantId: string | null | undefined,
): string {
  const q = new URLSearchParams({ order: orderId, product: productId });
  if (variantId) q.set('variant', variantId);
  return `/write-review?${q.toString()}`;
}
