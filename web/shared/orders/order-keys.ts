export const orderKeys = {
  all: ['orders'] as const,
  one: (id: string) => ['orders', 'one', id] as const,
  qr: (id: string) => ['orders', 'qr', id] as const,
  line: (order: string, product: string) => ['orders', 'line', order, product] as const,
};

export type OrderRole = 'buyer' | 'seller';

/** Route-cache key of one order list (per user, role and status filter). */
export function orderListKey(userId: string, role: OrderRole, status: string): string {
  return `orders:${userId}:${role}:${status || 'all'}`;
}
