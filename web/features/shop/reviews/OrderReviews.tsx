import { ChevronRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { ProductImage } from '../../../shared/ProductImage';
import { Stars } from './Stars';
import { useMyReviews } from './useMyReviews';
import { writeReviewHref } from './write-review-href';

/**
 * On the buyer's completed online order: each line with "Rate" or its stars and "Edit review"
 * (docs/decisions/0242-reviews.md). Shown while the server offers `review` (a line not yet rated:
 * docs/decisions/0291-order-actions-from-the-server.md), and after every line is rated while the caller has reviews
 * of it to edit. Nothing for the seller, a POS sale or an order not yet completed: the server offers no `review` and
 * the caller has none of its reviews, so her reviews are asked for only while `review` is offered or when the caller
 * is the buyer of a completed order (never when the seller opens it).
 */
export function OrderReviews({ order }: { order: Order }) {
  const { t } = useTranslation('reviews');
  const rate = order.actions?.includes('review') ?? false;
  // only its buyer has reviews of it (reviews create: the buyer, not its seller), and only once it is completed:
  // asked then, so the stars and "Edit" stay after the last line
  const me = useSession()?.user_id;
  const buyer = me !== undefined && order.buyer_id === me && !order.is_seller;
  const mine = useMyReviews(order.order_id, rate || (buyer && order.status === 'completed'));
  const shown = rate || (mine.data?.length ?? 0) > 0;
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
