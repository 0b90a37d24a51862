/** TanStack Query keys of the notification calls (per user). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (viewer: string, bin: boolean) => ['notifications', 'list', viewer, bin ? 'bin' : 'live'] as const,
  unread: (viewer: string) => ['notifications', 'unread', viewer] as const,
};
