import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { fromCents } from '../../contract/money';
import type { Order, OrderStatus, PaymentMethod, updateStatus } from '../../contract/orders';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { NotificationOutbox } from '../notifications/service';
import { textAnswer, withIdempotency } from './idempotency';
import { byProduct } from './line-rows';
import { visibleOrder } from './order-access';
import type { OrderReads } from './order-reads';
import type { OrderView } from './order-view';
import type { OrdersDeps } from './orders-deps';
import { paymentMethodOf } from './payment-method';
import { completePosSale } from './pos-sales';
import type { OrderRow } from './repository';

type UpdateStatusInput = z.output<typeof updateStatus.input>;

/**
 * After checkout: the seller records the payment (an online order becomes `paid`; a POS draft is completed,
 * ./pos-sales.ts), ships it or has it ready for pickup, completes it; either side cancels an unpaid order,
 * which returns its stock. Each change notifies the other side in its own transaction.
 */
export class PaymentsAndFulfilment {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly reads: OrderReads,
    private readonly view: OrderView,
  ) {}

  /** `received_payment`, exactly once per idempotency key. */
  async receivedPayment(
    input: { id: string; method: string; idempotency_key: string },
    user: SessionUser,
  ): Promise<{ message: string; order: Order }> {
    const now = this.deps.now();
    const outbox = this.deps.notifications.outbox();
    const { answer: message, replayed } = await withIdempotency(
      this.deps.repo,
      { userId: user.id, key: input.idempotency_key, action: 'received_payment', target: input.id },
      textAnswer,
      {
        prepare: async () => {
          const order = await visibleOrder(this.deps.repo, input.id, user);
          if (order.seller_id !== user.id) throw new AppError('forbidden');
          return { order, method: await paymentMethodOf(this.deps.addressBook, input.method, user.id) };
        },
        write: (trx, { order, method }) =>
          order.order_type === 'Online-Sell'
            ? this.confirmOnlinePayment(trx, { order, method, seller: user, outbox, now })
            : completePosSale(this.deps, trx, { order, method, seller: user, outbox, now }),
      },
      now,
    );
    if (!replayed) outbox.publish();
    return { message, order: await this.reads.showOne(input.id, user) };
  }

  private async confirmOnlinePayment(
    trx: Transaction<Database>,
    p: {
      order: OrderRow;
      method: PaymentMethod;
      seller: SessionUser;
      outbox: NotificationOutbox;
      now: number;
    },
  ): Promise<string> {
    const ok = await this.deps.repo.transition(trx, p.order.id, ['pending_payment'], {
      status: 'paid',
      payment_kind: p.method.kind,
      payment_code_id: p.method.code_id,
      payment_label: p.method.label,
      paid_at: p.now,
      updated_at: p.now,
    });
    if (!ok) throw new AppError('orderState');
    if (p.order.buyer_id) {
      await p.outbox.add(trx, {
        kind: 'order_paid',
        to: p.order.buyer_id,
        actor: p.seller.id,
        params: { order_id: p.order.id, total: fromCents(p.order.total_cents) },
      });
    }
    return 'Payment received';
  }

  async updateStatus(
    input: UpdateStatusInput,
    user: SessionUser,
  ): Promise<{ message: string; order: Order }> {
    const order = await visibleOrder(this.deps.repo, input.id, user);
    if (order.seller_id !== user.id) throw new AppError('forbidden');
    const now = this.deps.now();
    let from: OrderStatus[];
    if (input.status === 'completed') from = ['shipped', 'ready_for_pickup'];
    else if (input.status === 'shipped') from = order.delivery_kind === 'delivery' ? ['paid'] : [];
    else from = order.delivery_kind === 'pickup' ? ['paid'] : [];
    const stamp =
      input.status === 'completed'
        ? { completed_at: now }
        : input.status === 'shipped'
          ? { shipped_at: now }
          : {};
    const outbox = this.deps.notifications.outbox();
    const ok =
      from.length > 0 &&
      order.order_type === 'Online-Sell' &&
      (await this.deps.repo.transaction(async (trx) => {
        const moved = await this.deps.repo.transition(trx, order.id, from, {
          status: input.status,
          updated_at: now,
          ...stamp,
        });
        if (moved && order.buyer_id && input.status !== 'completed') {
          await outbox.add(trx, {
            kind: input.status === 'shipped' ? 'order_shipped' : 'order_ready',
            to: order.buyer_id,
            actor: user.id,
            params: { order_id: order.id, total: fromCents(order.total_cents) },
          });
        }
        return moved;
      }));
    if (!ok) throw new AppError('orderState');
    outbox.publish();
    return { message: 'Order updated', order: await this.reads.showOne(order.id, user) };
  }

  async cancel(id: string, user: SessionUser): Promise<{ message: string; order: Order }> {
    const order = await visibleOrder(this.deps.repo, id, user);
    const now = this.deps.now();
    if (order.status === 'cart') {
      // discarding a draft: nothing was taken; the cart slot is freed for a new cart
      const ok = await this.deps.repo.transition(this.deps.repo.db, id, ['cart'], {
        status: 'cancelled',
        cart_owner: null,
        cancelled_at: now,
        updated_at: now,
      });
      if (!ok) throw new AppError('orderState');
    } else if (order.status === 'pending_payment') {
      const outbox = this.deps.notifications.outbox();
      await this.deps.repo.transaction(async (trx) => {
        const ok = await this.deps.repo.transition(trx, id, ['pending_payment'], {
          status: 'cancelled',
          holds_stock: 0,
          cancelled_at: now,
          updated_at: now,
        });
        if (!ok) throw new AppError('orderState');
        const lines = await this.deps.repo.linesOf([id], trx);
        for (const line of [...lines].sort(byProduct)) {
          await this.deps.products.returnStock(trx, line.product_id, line.quantity);
        }
        // the other side of the order hears of it (the one who cancelled does not: 0065)
        const other = user.id === order.seller_id ? order.buyer_id : order.seller_id;
        if (other) {
          await outbox.add(trx, {
            kind: 'order_cancelled',
            to: other,
            actor: user.id,
            params: { order_id: id, total: fromCents(order.total_cents) },
          });
        }
      });
      outbox.publish();
    } else {
      throw new AppError('orderState');
    }
    // (a discarded cart is no longer visible through show_one, so it is rendered from its row)
    const row = await this.deps.repo.findOrder(id);
    return { message: 'Order cancelled', order: await this.view.renderOne(row!, user) };
  }
}
