/** TanStack Query keys of the cart (the logged-in user's draft order). */
export const cartKeys = {
  all: ['cart'] as const,
  server: (userId: string) => ['cart', 'server', userId] as const,
};
