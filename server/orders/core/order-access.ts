import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { OrderRow, OrdersRepository } from './repository';

/** Only the buyer or the seller sees an order; anyone else is told it does not exist. */
export async function visibleOrder(
  repo: OrdersRepository,
  id: string,
  user: SessionUser,
  /** the caller's transaction, when it is in one */
  db?: Parameters<OrdersRepository['findOrder']>[1],
): Promise<OrderRow> {
  const order = await repo.findOrder(id, db);
  if (!order || (order.buyer_id !== user.id && order.seller_id !== user.id)) throw new AppError('notFound');
  // a discarded cart is gone for good
  if (order.status === 'cancelled' && order.placed_at === null && order.order_type === 'Online-Sell') {
    throw new AppError('notFound');
  }
  return order;
}

/** A cart belongs to its buyer, a POS draft to its seller. */
export function isDraftOwner(order: OrderRow, user: SessionUser): boolean {
  return order.order_type === 'POS-Sell' ? order.seller_id === user.id : order.buyer_id === user.id;
}
