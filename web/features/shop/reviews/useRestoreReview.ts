import { restoreReview } from '../../../../contract/reviews';
import { useReviewWrite } from './use-review-write';

/** `/res/review/restore`: the shop shows a reported review again. */
export const useRestoreReview = () => useReviewWrite(restoreReview);
