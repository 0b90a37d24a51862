/** TanStack Query keys of the payment code calls. */
export const paymentCodeKeys = {
  all: ['payment-codes'] as const,
};
