import { ORDER_ACTIONS, type OrderAction } from '../../../contract/orders';
import type { OrderRow } from './repository';

/** Who is asking about the order, and what the order's row alone does not say. */
export interface ActionsCaller {
  /** the caller's user id */
  userId: string;
  /**
   * a line of the order has no review yet (the reviews domain's rows), read only where `mayReview` holds; absent:
   * not read, so `review` is not offered
   */
  unratedLine?: boolean;
  /**
   * a placed sale still has something to give back: units kept, or money (a delivery fee, a line paid in points
   * keeps its units); refunds/ answers "nothing left" otherwise
   */
  refundLeft: boolean;
}

/**
 * What the caller may do with an order in its state (docs/decisions/0291-order-actions-from-the-server.md), by the
 * rules the calls apply: payment and its confirmation, the special price and cancelling while awaiting payment
 * (payments/, special-price/, fulfilment/cancel), the hand-over by the way it travels and then completion
 * (fulfilment/updateStatus), refunds once paid (refunds/), correcting a shipped order's tracking
 * (fulfilment/setTracking), buying a placed online order again (cart/carts buyAgain) and rating its lines once
 * completed (server/reviews/reviews-service.ts create). `server/orders/core/order-actions.api.test.ts` holds each
 * answer to the calls: every action listed is taken, every other refused.
 */
export function orderActions(
  order: Pick<OrderRow, 'status' | 'order_type' | 'delivery_kind' | 'paid_at' | 'seller_id' | 'buyer_id'>,
  caller: ActionsCaller,
): OrderAction[] {
  const can = new Set<OrderAction>();
  const isSeller = order.seller_id === caller.userId;
  const isBuyer = order.buyer_id === caller.userId;
  const online = order.order_type === 'Online-Sell';
  switch (order.status) {
    case 'pending_payment':
      can.add('cancel');
      if (isSeller) {
        can.add('confirm_payment');
        if (online) can.add('special_price');
      } else if (online) can.add('pay');
      break;
    case 'paid':
      if (isSeller && order.delivery_kind === 'delivery') can.add('ship');
      if (isSeller && order.delivery_kind === 'pickup') can.add('mark_ready');
      break;
    case 'shipped':
    case 'ready_for_pickup':
      if (isSeller) can.add('complete');
      break;
  }
  const sold = order.paid_at !== null && order.status !== 'cancelled' && order.status !== 'cart';
  if (isSeller && sold && caller.refundLeft) can.add('refund');
  // fulfilment/setTracking: the seller's, while shipped (its transition is from `shipped` only)
  if (isSeller && order.status === 'shipped') can.add('set_tracking');
  // cart/carts buyAgain: the buyer's placed online order, not while it awaits payment (it still holds its stock)
  if (isBuyer && online && order.status !== 'cart' && order.status !== 'pending_payment')
    can.add('buy_again');
  // reviews create: the buyer (not its seller) of a completed online order, a line not yet rated (once per line)
  if (mayReview(order, caller.userId) && caller.unratedLine === true) can.add('review');
  return ORDER_ACTIONS.filter((a) => can.has(a));
}

/** reviews create's rule on the order itself, before "a line not yet rated" (which needs the order's reviews) */
export function mayReview(
  order: Pick<OrderRow, 'status' | 'order_type' | 'seller_id' | 'buyer_id'>,
  userId: string,
): boolean {
  return (
    order.buyer_id === userId &&
    order.seller_id !== userId &&
    order.order_type === 'Online-Sell' &&
    order.status === 'completed'
  );
}
