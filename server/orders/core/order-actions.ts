import { ORDER_ACTIONS, type OrderAction } from '../../../contract/orders';
import type { OrderRow } from './repository';

/**
 * What the caller may do with an order in its state (docs/decisions/0291-order-actions-from-the-server.md), by the
 * rules the calls apply: payment and its confirmation, the special price and cancelling while awaiting payment
 * (payments/, special-price/, fulfilment/cancel), the hand-over by the way it travels and then completion
 * (fulfilment/updateStatus), refunds once paid (refunds/). `server/orders/core/order-actions.api.test.ts` holds each
 * answer to the calls: every action listed is taken, every other refused.
 */
export function orderActions(
  order: Pick<OrderRow, 'status' | 'order_type' | 'delivery_kind' | 'paid_at'>,
  isSeller: boolean,
): OrderAction[] {
  const can = new Set<OrderAction>();
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
  if (isSeller && sold) can.add('refund');
  return ORDER_ACTIONS.filter((a) => can.has(a));
}
