import type { QueryClient } from '@tanstack/react-query';

/**
 * Her points or stamps changed (docs/decisions/0283-loyalty.md, "Live"): at one shop (`loyalty` carries the shop's id)
 * or, after an order of hers changed (`order`: checkout holding points, a cancel, a payment, a refund), at any. The
 * member card and checkout read theirs anew; nothing is fetched for a screen not showing them.
 */
export function loyaltyChangedElsewhere(queryClient: QueryClient, sellerId: string | '*'): void {
  void queryClient.invalidateQueries({
    queryKey: sellerId === '*' ? ['loyalty-balance'] : ['loyalty-balance', sellerId],
  });
}
