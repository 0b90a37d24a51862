/** TanStack Query keys of the sales calls (all under 'sales', refreshed together after a sale). */
export const salesKeys = {
  all: ['sales'] as const,
  list: (period: string, channel: string) => ['sales', 'list', period, channel] as const,
  summary: ['sales', 'summary'] as const,
  report: (from: string, to: string, bucket: string, channel: string) =>
    ['sales', 'report', from, to, bucket, channel] as const,
  one: (id: string) => ['sales', 'one', id] as const,
  /** FPS sales recorded offline still to check against the bank (docs/decisions/0276-fps-offline-to-check.md) */
  toCheck: ['sales', 'toCheck'] as const,
  line: (order: string, product: string) => ['sales', 'line', order, product] as const,
};
