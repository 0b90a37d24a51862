import { createReview } from '../../../../contract/reviews';
import { useReviewWrite } from './use-review-write';

/** `/res/review/create`: rate a line of a completed order. */
export const useCreateReview = () => useReviewWrite(createReview);
