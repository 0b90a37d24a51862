/** TanStack Query keys of the shift calls, under 'sales': a sale or refund refreshes the open shift's figures too. */
export const shiftKeys = {
  all: ['sales', 'shift'] as const,
  current: ['sales', 'shift', 'current'] as const,
  one: (id: string) => ['sales', 'shift', 'one', id] as const,
  list: ['sales', 'shift', 'list'] as const,
};
