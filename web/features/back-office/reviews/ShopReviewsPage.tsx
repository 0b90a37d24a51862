import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_FILTERS, type ReviewFilter } from '../../../../contract/reviews';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Segmented } from '../../../ui/Segmented';
import { Skeleton } from '../../../ui/Skeleton';
import { RatingSummaryCard, ReviewItem, useReviews } from '../../shop/reviews';

/**
 * `/shop-reviews`: the seller's reviews in one place (docs/decisions/0242-reviews.md): all of them, those she has
 * not answered, and those hidden after a report waiting for her look; she replies and shows them again here.
 */
export default sellerOnlyPage('reviews', 'shop.title', ShopReviews);

function ShopReviews() {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const reviews = useReviews({ sellerId: session?.user_id }, 'newest', filter);
  const pages = reviews.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const summary = pages[0]?.summary;
  return (
    <>
      <PageHeader title={t('shop.title')} back />
      <main className="flex flex-col gap-3 px-4 pt-3 pb-10">
        <p className="text-sm text-gray-600">{t('shop.intro')}</p>
        {summary && summary.count > 0 && <RatingSummaryCard summary={summary} />}
        <Segmented<ReviewFilter>
          label={t('shop.filter')}
          options={REVIEW_FILTERS.map((f) => ({ value: f, label: t(`shop.filters.${f}`) }))}
          value={filter}
          onChange={setFilter}
        />
        {reviews.isPending ? (
          <Skeleton className="h-32 w-full rounded-2xl" />
        ) : reviews.isError && items.length === 0 ? (
          <LoadFailed title={t('loadFailed')} error={reviews.error} onRetry={() => reviews.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={<MessageSquareText />} title={t(`shop.empty.${filter}`)} />
        ) : (
          <>
            <ul
              aria-label={t(`shop.filters.${filter}`)}
              className="divide-y divide-gray-100 rounded-2xl bg-white px-4 shadow-xs ring-1 ring-gray-200/80"
            >
              {items.map((review) => (
                <li key={review._id}>
                  <ReviewItem review={review} showProduct />
                </li>
              ))}
            </ul>
            <LoadMoreOf query={reviews} />
          </>
        )}
      </main>
    </>
  );
}
