import { helpfulReview } from '../../../../contract/reviews';
import { useReviewWrite } from './use-review-write';

/** `/res/review/helpful`: mark a review helpful or take the mark back. */
export const useHelpfulReview = () => useReviewWrite(helpfulReview);
