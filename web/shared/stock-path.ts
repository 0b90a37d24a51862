/** The stock screen of one product: counts, adjustments and the history (docs/decisions/0228-stock-history.md). */
export function stockPath(productId: string): string {
  return `/stock?id=${encodeURIComponent(productId)}`;
}
