/**
 * TanStack Query keys of the day-close calls. They sit under 'sales': whatever refreshes the sales after a sale,
 * a refund or an offline sync refreshes the day's figures too (they are read live, docs/decisions/0173).
 */
export const dayCloseKeys = {
  all: ['sales', 'day-close'] as const,
  day: (day: string) => ['sales', 'day-close', 'day', day] as const,
  list: ['sales', 'day-close', 'list'] as const,
};
