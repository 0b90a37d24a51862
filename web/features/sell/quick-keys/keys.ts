/** TanStack Query keys of the quick-key calls. */
export const quickKeyKeys = {
  mine: ['quick-keys'] as const,
};
