import { reportReview } from '../../../../contract/reviews';
import { useReviewWrite } from './use-review-write';

/** `/res/review/report`: hide a review until the shop looks. */
export const useReportReview = () => useReviewWrite(reportReview);
