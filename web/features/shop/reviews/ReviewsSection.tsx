import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { Segmented } from '../../../ui/Segmented';
import { Skeleton } from '../../../ui/Skeleton';
import type { ReviewSubject } from './keys';
import { RatingSummaryCard } from './RatingSummaryCard';
import { ReviewItem } from './ReviewItem';
import { useReviews } from './useReviews';

/**
 * A product's or a shop's reviews (docs/decisions/0242-reviews.md): the summary, newest or most helpful first,
 * paged. A shop's list names the product of each review.
 */
export function ReviewsSection({
  subject,
  headingLevel = 2,
}: {
  subject: ReviewSubject;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('reviews');
  const [sort, setSort] = useState<'newest' | 'helpful'>('newest');
  const reviews = useReviews(subject, sort);
  const pages = reviews.data?.pages ?? [];
  const summary = pages[0]?.summary;
  const items = pages.flatMap((p) => p.items);
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="reviews-heading" id="reviews" className="flex flex-col gap-3">
      <Heading id="reviews-heading" className="text-base font-semibold text-gray-900">
        {t('title')}
      </Heading>
      {reviews.isPending ? (
        <Skeleton className="h-24 w-full rounded-2xl" />
      ) : reviews.isError && !summary ? (
        <p className="text-sm text-red-700">{t('loadFailed')}</p>
      ) : !summary || summary.count === 0 ? (
        <div className="flex items-center gap-3 rounded-2xl bg-gray-50 px-4 py-3 text-sm text-gray-600">
          <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
          <p>
            <span className="block font-medium text-gray-900">{t('none')}</span>
            {t('noneHint')}
          </p>
        </div>
      ) : (
        <>
          <RatingSummaryCard summary={summary} />
          <Segmented<'newest' | 'helpful'>
            label={t('sort')}
            options={[
              { value: 'newest', label: t('newest') },
              { value: 'helpful', label: t('mostHelpful') },
            ]}
            value={sort}
            onChange={setSort}
          />
          <ul className="divide-y divide-gray-100">
            {items.map((review) => (
              <li key={review._id}>
                <ReviewItem review={review} showProduct={Boolean(subject.sellerId)} />
              </li>
            ))}
          </ul>
          <LoadMoreOf query={reviews} />
        </>
      )}
    </section>
  );
}
