import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '../../../contract/orders';
import { itemCount } from '../../../contract/units';
import { useTranslation } from '../../i18n/use-translation';
import { formatPrice } from '../Price';
import { ProductImage } from '../ProductImage';
import { REFUNDED_CLASS, refundedInFull, STATUS_CLASS } from './order-status';

/** The order's state; an order refunded in full says "Refunded" (its state alone would still say "Paid"). */
export function StatusChip({ status, refunded = false }: { status: Order['status']; refunded?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${refunded ? REFUNDED_CLASS : STATUS_CLASS[status]}`}
    >
      {refunded ? t('refundedStatus') : t(`status.${status}`)}
    </span>
  );
}

/** One order in a list: number, date, status, thumbnails, item count, total. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('orderPay');
  // the other party: the shop for the shopper, the buyer for the seller (issue 19)
  const party = order.is_seller ? order.buyer_name : order.seller_name;
  const units = itemCount(order.items);
  const first = order.items[0];
  return (
    <Link
      to={`/orderDetail?id=${encodeURIComponent(order.order_id)}`}
      data-order-id={order.order_id}
      className="flex flex-col gap-2.5 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-gray-900">
            {t('number', { number: order.sale_number })}
          </span>
          {party && (
            <span className="block truncate text-xs font-medium text-gray-700" data-testid="order-party">
              {order.is_seller ? tp('buyerIs', { name: party }) : tp('shopIs', { name: party })}
            </span>
          )}
          <span className="block text-xs text-gray-500">{order.placed_at ?? order.created_at}</span>
        </span>
        {order.status === 'pending_payment' && order.payment_claimed_at !== null ? (
          // the buyer said "I have paid": both sides see it, each in their own words (issue 25)
          <span className="inline-flex shrink-0 items-center rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
            {tp(order.is_seller ? 'claimedChip' : 'claimedChipMine')}
          </span>
        ) : (
          <StatusChip status={order.status} refunded={refundedInFull(order)} />
        )}
      </div>
      <div className="flex items-center gap-3">
        <ul className="flex shrink-0 -space-x-3" aria-hidden="true">
          {order.items.slice(0, 3).map((l) => (
            <li key={l.variant_id ?? l.product_id}>
              <ProductImage
                path={l.thumbnail}
                sizes="48px"
                className="size-12 rounded-xl ring-2 ring-white"
              />
            </li>
          ))}
        </ul>
        <span className="min-w-0 flex-1 text-sm text-gray-700">
          <span className="line-clamp-1">{first?.name}</span>
          <span className="block text-xs text-gray-500">
            {order.items.length > 1 ? t('moreItems', { count: order.items.length - 1 }) : ''}
            {order.items.length > 1 ? ' · ' : ''}
            {t('units', { count: units })}
          </span>
        </span>
        <span className="flex flex-col items-end">
          <span className="text-[15px] font-bold tabular-nums text-gray-900">{formatPrice(order.total)}</span>
          {order.refunded > 0 && (
            // a refund is a fact the buyer must see on the list too, not only inside the order (issue 25)
            <span className="text-xs font-semibold text-amber-800" data-testid="order-refunded">
              {t('refundedChip', { amount: formatPrice(order.refunded) })}
            </span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
      </div>
    </Link>
  );
}
