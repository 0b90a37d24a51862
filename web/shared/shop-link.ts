/** The shop page's shareable address (docs/decisions/0092-shop-page.md). */
export function shopPath(sellerId: string): string {
  return `/shop?id=${encodeURIComponent(sellerId)}`;
}
