/** TanStack Query keys of the saved-collection calls (per user: collections are private). */
export const collectionKeys = {
  all: ['collections'] as const,
  list: (viewer: string) => ['collections', 'list', viewer] as const,
};
