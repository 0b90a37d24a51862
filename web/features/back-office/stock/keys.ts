/** TanStack Query keys of the stock calls. */
export const stockKeys = {
  history: (productId: string) => ['stock', 'history', productId] as const,
  /** one variant's history (decision 0236); under its product's key, so invalidating the product's covers it */
  variantHistory: (productId: string, variantId: string | null) =>
    ['stock', 'history', productId, variantId ?? ''] as const,
};
