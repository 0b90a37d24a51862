import { ChevronRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../../../contract/orders';
import { ProductImage } from '../../../shared/ProductImage';
import { Stars } from './Stars';
import { useMyReviews } from './useMyReviews';
import { writeReviewHref } from './write-review-href';

/**
 * On the buyer's completed online order: each line with "Rate" or its stars and "Edit review"
 * (docs/decisions/0242-reviews.md). Nothing for the seller, a POS sale or an order not yet completed.
 */
export function OrderReviews({ order }: { order: Order }) {
  const { t } = useTranslation('reviews');
  const shown = !order.is_seller && order.order_type === 'Online-Sell' && order.status === 'completed';
  const mine = useMyReviews(order.order_id, shown);
  if (!shown) return null;
  const reviewOf = (productId: string, variantId: string | undefined) =>
    mine.data?.find((r) => r.product_id === productId && r.variant_id === (variantId ?? null));
  return (
    <section
      aria-labelledby="rate-heading"
      className="rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
      data-testid="order-reviews"
    >
      <h2
        id="rate-heading"
        className="border-b border-gray-100 px-4 py-3 text-sm font-semibold text-gray-900"
      >
        {t('order.title')}
      </h2>
      <ul className="divide-y divide-gray-100">
        {order.items.map((l) => {
          const review = reviewOf(l.product_id, l.variant_id);
          return (
            <li key={l.variant_id ?? l.product_id}>
              <Link
                to={writeReviewHref(order.order_id, l.product_id, l.variant_id)}
                aria-label={
                  review ? t('order.editOf', { name: l.name }) : t('order.rateOf', { name: l.name })
                }
                className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <ProductImage path={l.thumbnail} sizes="40px" className="size-10 shrink-0 rounded-lg" />
                <span className="min-w-0 flex-1 truncate text-sm text-gray-900">{l.name}</span>
                {review ? (
                  <>
                    <Stars value={review.stars} size="sm" />
                    <span className="text-sm text-gray-600">{t('order.edit')}</span>
                  </>
                ) : (
                  <span className="flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800">
                    <Star aria-hidden="true" className="size-4" />
                    {t('order.rate')}
                  </span>
                )}
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
