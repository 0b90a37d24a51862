import type { z } from 'zod';
import { fromCents } from '../../../contract/money';
import type { Order, OrderStatus, setTracking, updateStatus } from '../../../contract/orders';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { staffIdOf } from '../../staff/permissions';
import { byProduct } from '../core/line-rows';
import { visibleOrder } from '../core/order-access';
import type { OrderView } from '../core/order-view';
import type { OrdersDeps } from '../core/orders-deps';
import { saleNet } from '../core/sale-net';
import type { OrderReads } from '../reads/order-reads';

type UpdateStatusInput = z.output<typeof updateStatus.input>;
type SetTrackingInput = z.output<typeof setTracking.input>;

/**
 * After payment: the seller ships an order or has it ready for pickup, then completes it; before payment
 * either side cancels it, which returns its stock. Each change notifies the other side in its own
 * transaction. (Recording the payment itself is ../payments/received-payment.ts.)
 */
export class Fulfilment {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly reads: OrderReads,
    private readonly view: OrderView,
  ) {}

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
    // shipped_at is the hand-over step's time for both ways: shipped, or ready for pickup (issue 25: the
    // pickup timeline showed "Ready for pickup" as not yet)
    const stamp = input.status === 'completed' ? { completed_at: now } : { shipped_at: now };
    // how it travels, when shipped with a courier (docs/decisions/0243-couriers-and-buy-again.md)
    const shipment =
      input.status === 'shipped' && input.courier
        ? { courier: input.courier, tracking_number: input.tracking_number ?? null }
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
          ...shipment,
        });
        if (moved && order.buyer_id && input.status !== 'completed') {
          // what the buyer paid less any refund made before it went (docs/decisions/0267-order-gross-and-refund-rows.md)
          const net = saleNet(order, (await this.deps.repo.refundSumsOf([order.id], trx)).get(order.id));
          await outbox.add(trx, {
            kind: input.status === 'shipped' ? 'order_shipped' : 'order_ready',
            to: order.buyer_id,
            actor: user.id,
            params: { order_id: order.id, total: fromCents(net.total_cents) },
          });
        }
        return moved;
      }));
    if (!ok) throw new AppError('orderState');
    outbox.changed([order.buyer_id, order.seller_id], { kind: 'order', id: order.id });
    outbox.publish();
    if (order.buyer_id) {
      const step =
        input.status === 'shipped' ? 'shipped' : input.status === 'completed' ? 'completed' : 'ready';
      this.deps.stepped({ step, orderId: order.id, buyerId: order.buyer_id });
    }
    return { message: 'Order updated', order: await this.reads.showOne(order.id, user) };
  }

  /** a shipped order's courier and number, corrected by its seller; the buyer's screens refetch */
  async setTracking(input: SetTrackingInput, user: SessionUser): Promise<{ message: string; order: Order }> {
    const order = await visibleOrder(this.deps.repo, input.id, user);
    if (order.seller_id !== user.id) throw new AppError('forbidden');
    const moved = await this.deps.repo.transition(this.deps.repo.db, order.id, ['shipped'], {
      status: 'shipped',
      courier: input.courier,
      tracking_number: input.tracking_number,
      updated_at: this.deps.now(),
    });
    if (!moved) throw new AppError('orderState');
    this.deps.notifications.changed([order.buyer_id, order.seller_id], { kind: 'order', id: order.id });
    // her mail with the new link, when the courier or number changed (docs/decisions/0275-mails-to-shoppers.md)
    const tracking = { courier: input.courier, trackingNumber: input.tracking_number ?? null };
    const changed =
      tracking.courier !== order.courier || tracking.trackingNumber !== (order.tracking_number ?? null);
    if (order.buyer_id && changed)
      this.deps.stepped({ step: 'tracking', orderId: order.id, buyerId: order.buyer_id, tracking });
    return { message: 'Tracking updated', order: await this.reads.showOne(order.id, user) };
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
        // the loyalty points it held go back to her (docs/decisions/0283-loyalty.md, "Redeeming online")
        if (Number(order.redeem_points ?? 0) > 0) await this.deps.tillPoints?.release(trx, id, now);
        const lines = await this.deps.repo.linesOf([id], trx);
        for (const line of [...lines].sort(byProduct)) {
          await this.deps.products.returnStock(trx, line.product_id, line.quantity, {
            reason: 'cancel',
            orderId: id,
            // the member acting at a till, when a seller's till cancels (docs/decisions/0280-staff-pins-and-roles.md)
            staffId: staffIdOf(user),
          });
          outbox.changed([line.seller_id], { kind: 'product', id: line.product_id });
        }
        outbox.changed([order.buyer_id, order.seller_id], { kind: 'order', id });
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
      // a cancellation by the shop is mailed to her; her own is not (she did it), as its notification (0065, 0275)
      if (order.buyer_id && user.id === order.seller_id && order.order_type === 'Online-Sell')
        this.deps.stepped({ step: 'cancelled', orderId: id, buyerId: order.buyer_id });
    } else {
      throw new AppError('orderState');
    }
    // (a discarded cart is no longer visible through show_one, so it is rendered from its row)
    const row = await this.deps.repo.findOrder(id);
    return { message: 'Order cancelled', order: await this.view.renderOne(row!, user) };
  }
}
