export const addressKeys = {
  all: ['addresses'] as const,
  mine: (userId: string) => ['addresses', 'mine', userId] as const,
  pickup: (sellerId: string) => ['addresses', 'pickup', sellerId] as const,
};
