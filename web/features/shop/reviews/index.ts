// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).
export { OrderReviews } from './OrderReviews';
export { RatingLine } from './RatingLine';
export { RatingSummaryCard } from './RatingSummaryCard';
export { ReviewItem } from './ReviewItem';
export { ReviewsSection } from './ReviewsSection';
export { ShopRating } from './ShopRating';
export { useReviews } from './useReviews';
