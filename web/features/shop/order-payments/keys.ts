export const claimKeys = {
  one: (orderId: string) => ['orders', 'claim', orderId] as const,
  claimed: ['orders', 'claimed'] as const,
  screenshot: (url: string) => ['orders', 'claim-screenshot', url] as const,
};
