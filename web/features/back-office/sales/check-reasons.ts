import type { OfflineRight, Order, Sale } from '../../../../contract/orders';

/** why a sale is marked to check: an FPS payment nobody saw arrive (decision 0276), rights used unapproved (0288) */
export type CheckReason = 'fps' | OfflineRight;

/**
 * The reasons a sale or order marked `to_check` carries, in the order the seller deals with them. An FPS or split
 * payment (a split may hold an FPS part) is to find in the bank app; an unapproved sale paid by cash is not.
 */
export function checkReasons(
  sale: Pick<Sale | Order, 'to_check' | 'unapproved' | 'payment_method'>,
): CheckReason[] {
  if (!sale.to_check) return [];
  const kind = sale.payment_method?.kind;
  const fps = !sale.unapproved || kind === 'fps' || kind === 'split';
  return [...(sale.unapproved ?? []), ...(fps ? (['fps'] as const) : [])];
}
