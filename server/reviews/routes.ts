import {
  createReview,
  helpfulReview,
  listMyReviews,
  listReviews,
  REVIEW_PHOTOS_MAX,
  replyReview,
  reportReview,
  restoreReview,
  updateReview,
  uploadReviewImg,
} from '../../contract/reviews';
import { handle, handleUpload, type Route } from '../http/calls';
import { receiveUploadedImages } from '../http/upload';
import type { ImageStore } from '../media';
import type { ReviewsService } from './reviews-service';

/** Review photos: up to 5, 15 MB each (as a post's), through the same image pipeline. */
const REVIEW_UPLOAD_LIMITS = { maxFiles: REVIEW_PHOTOS_MAX, maxFileBytes: 15 * 1024 * 1024 };

export function reviewRoutes(reviews: ReviewsService, images: ImageStore): Route[] {
  return [
    handle(createReview, (input, ctx) => reviews.create(input, ctx.user)),
    handle(updateReview, (input, ctx) => reviews.update(input, ctx.user)),
    handle(replyReview, (input, ctx) => reviews.reply(input, ctx.user)),
    handle(helpfulReview, (input, ctx) => reviews.helpful(input, ctx.user)),
    handle(reportReview, (input, ctx) => reviews.report(input, ctx.user)),
    handle(restoreReview, (input, ctx) => reviews.restore(input, ctx.user)),
    handle(listReviews, (input, ctx) => reviews.list(input, ctx.user)),
    handle(listMyReviews, (input, ctx) => reviews.mine(input, ctx.user)),
    handleUpload(uploadReviewImg, async (ctx) => {
      const { paths } = await receiveUploadedImages(ctx, images, REVIEW_UPLOAD_LIMITS);
      return { file_path: paths };
    }),
  ];
}
