import type { z } from 'zod';
import type { notifyRestock, RestockAlert } from '../../../contract/restock-alerts';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { NotificationsService } from '../../notifications/service';
import type { ProductsService } from '../service';
import type { RestockAlertsRepository } from './restock-alerts-repository';

type Target = z.output<typeof notifyRestock.input>;

/**
 * "Notify me when it's back" (docs/decisions/0241-restock-alerts.md). A shopper asks about a sold-out product or
 * variant; when it is live with stock again, she gets one `back_in_stock` notification and the alert is gone
 * (taken in the transaction that writes the notification, so two processes never both tell her). Checked
 * right after a seller's edit of those products, and by a sweep for stock that came back another way (a
 * cancelled order, a refund, an import).
 */
export class RestockAlerts {
  constructor(
    private readonly repo: RestockAlertsRepository,
    private readonly products: ProductsService,
    private readonly notifications: NotificationsService,
    private readonly now: () => number = Date.now,
  ) {}

  async add(input: Target, user: SessionUser): Promise<{ message: string; alert: RestockAlert }> {
    const product = await this.products.get(input.id, user);
    if (product.removed) throw new AppError('productNotFound');
    const variant = input.variant_id ? product.variants.find((v) => v._id === input.variant_id) : undefined;
    if (input.variant_id && !variant) throw new AppError('productNotFound');
    if ((variant ?? product).quantity > 0) throw new AppError('stillInStock');
    await this.repo.add({
      id: newId(this.now()),
      user_id: user.id,
      product_id: product._id,
      variant_id: variant?._id ?? '',
      created_at: this.now(),
    });
    return {
      message: 'We will tell you when it is back',
      alert: { product_id: product._id, variant_id: variant?._id ?? null },
    };
  }

  async cancel(input: Target, user: SessionUser): Promise<{ message: string }> {
    await this.repo.remove(user.id, input.id, input.variant_id ?? '');
    return { message: 'Alert removed' };
  }

  async list(user: SessionUser): Promise<{ items: RestockAlert[] }> {
    const rows = await this.repo.ofUser(user.id);
    return { items: rows.map((r) => ({ product_id: r.product_id, variant_id: r.variant_id || null })) };
  }

  /** Tells everyone waiting for these products (null: any product) that is back; how many were told. */
  async tell(productIds: string[] | null): Promise<number> {
    let told = 0;
    for (const due of await this.repo.due(productIds)) {
      const outbox = this.notifications.outbox();
      const taken = await this.repo.db.transaction().execute(async (trx) => {
        if (!(await this.repo.take(trx, due.id))) return false;
        const images = JSON.parse(due.image_paths) as string[];
        await outbox.add(trx, {
          kind: 'back_in_stock',
          to: due.user_id,
          actor: null,
          params: {
            product_id: due.product_id,
            title: due.variant_name ? `${due.name} · ${due.variant_name}` : due.name,
            thumb: images[0] ?? null,
          },
        });
        return true;
      });
      if (taken) {
        outbox.publish();
        told += 1;
      }
    }
    return told;
  }
}
