/** TanStack Query keys of the saved-collection calls (per user: collections are private). */
export const collectionKeys = {
  all: ['collections'] as const,
  list: (viewer: string) => ['collections', 'list', viewer] as const,
  inside: (viewer: string, collection: string) => ['collections', 'inside', viewer, collection] as const,
  bin: (viewer: string) => ['collections', 'bin', viewer] as const,
  find: (viewer: string, post: string) => ['collections', 'find', viewer, post] as const,
};
