import { RatingLine } from './RatingLine';
import { useReviews } from './useReviews';

/** A shop's rating under its name (its products' reviews together); the tap opens its reviews. */
export function ShopRating({ sellerId, onOpen }: { sellerId: string; onOpen(): void }) {
  const reviews = useReviews({ sellerId }, 'newest');
  const summary = reviews.data?.pages[0]?.summary;
  if (!summary || summary.count === 0) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-h-8 items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand"
    >
      <RatingLine rating={summary} className="text-sm" />
    </button>
  );
}
