export const claimKeys = {
  one: (orderId: string) => ['orders', 'claim', orderId] as const,
  claimed: ['orders', 'claimed'] as const,
};
