import type { z } from 'zod';
import type { checkedSale } from '../../../contract/offline-sales';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { OrdersDeps } from '../core/orders-deps';

type Input = z.output<typeof checkedSale.input>;
type Result = z.input<typeof checkedSale.output>;

/**
 * FPS sales recorded offline are "to check" (docs/decisions/0276-fps-offline-to-check.md): offline, the seller
 * could not see the money arrive, so after sync she ticks each one against her bank app. The flag is the order's
 * (the core writes it); this is the tick.
 */
export class FpsChecks {
  constructor(private readonly deps: Pick<OrdersDeps, 'repo' | 'now' | 'notifications'>) {}

  /** Seller and owner only (anyone else: 404, as for every order); ticking it again changes nothing. */
  async checked(input: Input, user: SessionUser): Promise<Result> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    const order = await this.deps.repo.findOrder(input.order_id);
    if (!order || order.seller_id !== user.id || order.status === 'cart') throw new AppError('notFound');
    const changed = await this.deps.repo.markChecked(this.deps.repo.db, order.id, user.id, this.deps.now());
    // the sales list and the sale on every device of the seller
    if (changed) this.deps.notifications.changed([user.id], { kind: 'sale', id: order.id });
    return { order_id: order.id, to_check: false };
  }
}
