/** TanStack Query keys of the delivery fee calls (docs/decisions/0248-delivery-fees.md). */
export const deliveryFeeKeys = {
  all: ['delivery-fees'] as const,
  of: (sellerIds: readonly string[]) => ['delivery-fees', 'of', [...sellerIds].sort().join(',')] as const,
};
