/** TanStack Query keys of the wishlist calls (docs/decisions/0244-wishlist.md). */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  ids: (userId: string) => ['wishlist', 'ids', userId] as const,
  list: (userId: string) => ['wishlist', 'list', userId] as const,
};
