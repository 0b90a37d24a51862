/** TanStack Query keys of the stock calls. */
export const stockKeys = {
  history: (productId: string) => ['stock', 'history', productId] as const,
};
