import { replyReview } from '../../../../contract/reviews';
import { useReviewWrite } from './use-review-write';

/** `/res/review/reply`: the shop's one reply. */
export const useReplyReview = () => useReviewWrite(replyReview);
