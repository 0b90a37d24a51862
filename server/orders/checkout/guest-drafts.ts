import { newId } from '../../db/ids';
import { newOrderRow } from '../core/order-rows';
import type { OrdersDeps } from '../core/orders-deps';

/**
 * The one-off draft a guest checkout places (docs/decisions/0284-guest-checkout.md): her items go into a draft of
 * their own, never into the email's account cart (which a guest must not see or change), and checkout places it as
 * it places a cart. `cart_owner` stays empty, so the account's own cart is untouched.
 */
export class GuestDrafts {
  constructor(private readonly deps: Pick<OrdersDeps, 'repo' | 'keys' | 'now'>) {}

  /** an empty online draft of the buyer, outside her cart */
  async open(buyerId: string): Promise<string> {
    const { repo, now } = this.deps;
    const id = newId(now());
    await repo.transaction(async (trx) => {
      await repo.insertOrder(trx, {
        ...newOrderRow(id, 'Online-Sell', { buyerId, sellerId: null }, now()),
        cart_owner: null,
      });
    });
    return id;
  }

  /** a draft that was not placed (out of stock, no delivery, a replay) goes; a placed one is already gone */
  async discard(id: string): Promise<void> {
    const { repo } = this.deps;
    const row = await repo.findOrder(id);
    if (row?.status !== 'cart' || row.cart_owner !== null) return;
    await repo.transaction((trx) => repo.deleteOrder(trx, id));
  }

  /** what checkout answered for this buyer and key before (a guest checkout sent again), or null */
  async answered<T>(buyerId: string, key: string): Promise<T | null> {
    const row = await this.deps.keys.findRequest(buyerId, key);
    return row?.action === 'checkout' && row.result ? (JSON.parse(row.result) as T) : null;
  }
}
