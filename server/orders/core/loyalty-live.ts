import type { NotificationOutbox } from '../../notifications/service';
import type { OrdersDeps } from './orders-deps';
import type { OrderRow } from './repository';

/**
 * Her member card follows a till sale of hers (docs/decisions/0283-loyalty.md, "Live"): a till sale paid or refunded
 * for a customer entry tells that entry's accounts that their points or stamps at the shop changed, with the sale's
 * other changes once it is committed. Her online orders need nothing more: their changes already reach her as
 * `order`, which her balance follows too.
 */
export async function tellLoyaltyChanged(
  deps: Pick<OrdersDeps, 'customerAccounts'>,
  outbox: Pick<NotificationOutbox, 'changed'>,
  sale: Pick<OrderRow, 'order_type' | 'seller_id' | 'customer_id'>,
): Promise<void> {
  if (sale.order_type !== 'POS-Sell' || !sale.customer_id || !sale.seller_id || !deps.customerAccounts)
    return;
  const accounts = await deps.customerAccounts(sale.seller_id, sale.customer_id);
  if (accounts.length > 0) outbox.changed(accounts, { kind: 'loyalty', id: sale.seller_id });
}
