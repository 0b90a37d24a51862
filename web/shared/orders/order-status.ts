import type { Order, OrderStatus } from '../../../contract/orders';

/** Status chip colours: waiting (amber), paid (sky), on its way (indigo), done (emerald), cancelled (grey). */
export const STATUS_CLASS: Record<OrderStatus, string> = {
  cart: 'bg-gray-100 text-gray-700',
  pending_payment: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  paid: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200',
  ready_for_pickup: 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  cancelled: 'bg-gray-100 text-gray-600 ring-1 ring-gray-200',
};

export const FILTER_STATUSES: OrderStatus[] = [
  'pending_payment',
  'paid',
  'shipped',
  'ready_for_pickup',
  'completed',
  'cancelled',
];

/** Statuses that can still change: the detail page polls while one of these is shown. */
export const LIVE_STATUSES: OrderStatus[] = ['pending_payment', 'paid', 'shipped', 'ready_for_pickup'];

/** Everything paid was given back: the order's state no longer tells what happened (issue 25, decision 0225). */
export function refundedInFull(order: Pick<Order, 'refunded' | 'total'>): boolean {
  return order.refunded > 0 && order.total === 0;
}

export const REFUNDED_CLASS = 'bg-rose-50 text-rose-800 ring-1 ring-rose-200';
