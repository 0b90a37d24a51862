import { updateReview } from '../../../../contract/reviews';
import { useReviewWrite } from './use-review-write';

/** `/res/review/update`: change one's review within 30 days. */
export const useUpdateReview = () => useReviewWrite(updateReview);
