import { Star } from 'lucide-react';
import type { Rating } from '../../../../contract/reviews';
import { useTranslation } from '../../../i18n/use-translation';

/** "★ 4.5 (12)" on a market card or under a product's name; nothing before the first review. */
export function RatingLine({ rating, className = '' }: { rating: Rating | undefined; className?: string }) {
  const { t } = useTranslation('reviews');
  if (!rating || rating.count === 0) return null;
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-xs text-gray-600 tabular-nums ${className}`}
      data-testid="rating-line"
    >
      <Star aria-hidden="true" className="size-3.5 text-amber-500" fill="currentColor" strokeWidth={0} />
      <span aria-hidden="true">
        <span className="font-semibold text-gray-900">{rating.average.toFixed(1)}</span> ({rating.count})
      </span>
      <span className="sr-only">
        {t('ratingLabel', { average: rating.average.toFixed(1), count: rating.count })}
      </span>
    </span>
  );
}
