/** TanStack Query keys of the receipt calls. */
export const receiptKeys = {
  all: ['receipts'] as const,
  byToken: (token: string) => ['receipts', 'token', token] as const,
  link: (orderId: string) => ['receipts', 'link', orderId] as const,
};
