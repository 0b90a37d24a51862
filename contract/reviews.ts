import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { Empty, Id, PageInput, page } from './common';
import { FilePath } from './media';

/**
 * Reviews and ratings (docs/decisions/0242-reviews.md): the buyer of a completed online order rates each of its
 * lines once (1–5 stars, text, up to 5 photos), may edit it for 30 days; the shop replies once; anyone may mark
 * a review helpful or report it. A report hides the text until the shop looks; the stars keep counting.
 */
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_EDIT_DAYS = 30;

export const REVIEW_FILTERS = ['all', 'unanswered', 'hidden'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const Stars = z.number().int().min(1).max(5);

/** How a product or a shop is rated: the mean to one decimal, how many reviews, and how many gave each star. */
export const RatingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** reviews with 1, 2, 3, 4 and 5 stars, in that order */
  stars: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** A rating as a market card or product shows it (no breakdown). */
export const Rating = z.object({ average: z.number(), count: z.number().int() });
export type Rating = z.infer<typeof Rating>;

/** The average shown: the stars given over the reviews, to one decimal (0 with none) (docs/decisions/0242-reviews.md). */
export function averageStars(stars: number, reviews: number): number {
  return reviews === 0 ? 0 : Math.round((stars / reviews) * 10) / 10;
}

export const Review = z.object({
  _id: Id,
  /** the product reviewed (a variant's parent product) and the variant bought, if any */
  product_id: Id,
  variant_id: Id.nullable(),
  /** the line's name as bought ("Shui Xian tea · 150 g") */
  product_name: z.string(),
  seller_id: Id,
  /** the reviewer by public name only */
  reviewer_name: z.string(),
  stars: Stars,
  text: z.string(),
  imagePaths: z.array(z.string()),
  created_at: z.string(),
  /** null until edited */
  edited_at: z.string().nullable(),
  /** the shop's one reply */
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  helpful: z.number().int(),
  /** the caller marked it helpful */
  voted: z.boolean(),
  /** the caller wrote it (only then: until when it may be edited, and its order) */
  mine: z.boolean(),
  editable_until: z.string().nullable(),
  order_id: Id.nullable(),
  /**
   * hidden after a report, waiting for the shop's look: its text and photos are shown only to its writer and the
   * shop (others see the stars and "hidden after a report")
   */
  hidden: z.boolean(),
});
export type Review = z.infer<typeof Review>;

const reviewBody = {
  stars: Stars,
  text: z.string().trim().max(REVIEW_TEXT_MAX).default(''),
  imagePaths: z.array(FilePath).max(REVIEW_PHOTOS_MAX).default([]),
};

export const createReview = defineCall({
  path: '/res/review/create',
  summary:
    'Rate a line of the caller’s completed online order (1–5 stars, text, up to 5 photos from /res/review/upload_img): once per line; refused to anyone but its buyer.',
  auth: 'required',
  input: z.strictObject({ order_id: Id, product_id: Id, variant_id: Id.optional(), ...reviewBody }),
  output: z.object({ message: z.string(), review: Review }),
});

export const updateReview = defineCall({
  path: '/res/review/update',
  summary: 'Change the caller’s review (stars, text, photos), within 30 days of writing it.',
  auth: 'required',
  input: z.strictObject({ id: Id, ...reviewBody }),
  output: z.object({ message: z.string(), review: Review }),
});

export const replyReview = defineCall({
  path: '/res/review/reply',
  summary: 'The shop’s one public reply to a review of its product.',
  auth: 'required',
  input: z.strictObject({ id: Id, text: z.string().trim().min(1).max(REVIEW_REPLY_MAX) }),
  output: z.object({ message: z.string(), review: Review }),
});

export const helpfulReview = defineCall({
  path: '/res/review/helpful',
  summary: 'Mark a review helpful (or take the mark back); not one’s own.',
  auth: 'required',
  input: z.strictObject({ id: Id, helpful: z.boolean() }),
  output: z.object({ message: z.string(), review: Review }),
});

export const reportReview = defineCall({
  path: '/res/review/report',
  summary:
    'Report a review (abuse, not about the product, personal details): its text and photos are hidden until the shop looks. Not by its writer or the shop.',
  auth: 'required',
  input: z.strictObject({ id: Id, reason: z.enum(['abuse', 'off_topic', 'personal', 'spam']) }),
  output: z.object({ message: z.string(), review: Review }),
});

export const restoreReview = defineCall({
  path: '/res/review/restore',
  summary: 'The shop shows a reported review again; later reports no longer hide it.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({ message: z.string(), review: Review }),
});

/** a page of reviews on screen (a product's, a shop's) */
export const REVIEWS_PAGE = 10;

export const listReviews = defineCall({
  path: '/res/review/list',
  summary:
    'Reviews of a product or of a shop’s products, newest or most helpful first, with the rating summary.',
  auth: 'optional',
  input: z
    .strictObject({
      product_id: Id.optional(),
      seller_id: Id.optional(),
      sort: z.enum(['newest', 'helpful']).default('newest'),
      /**
       * the shop's own list only (seller_id = the caller): the reviews it has not answered, or those hidden after a
       * report waiting for its look (docs/decisions/0242-reviews.md); others get 403
       */
      filter: z.enum(REVIEW_FILTERS).default('all'),
      ...PageInput,
    })
    .refine((i) => (i.product_id ? 1 : 0) + (i.seller_id ? 1 : 0) === 1, {
      message: 'give product_id or seller_id',
    }),
  output: page(Review).extend({ summary: RatingSummary }),
});

export const listMyReviews = defineCall({
  path: '/res/review/list_mine',
  summary: 'The caller’s reviews of one order’s lines (to show "Rate" or "Edit" on each).',
  auth: 'required',
  input: z.strictObject({ order_id: Id }),
  output: z.object({ items: z.array(Review) }),
});

export const uploadReviewImg = defineCall({
  path: '/res/review/upload_img',
  summary: 'Upload review photos (multipart: repeated files; at most 5). Answers the stored paths.',
  auth: 'required',
  multipart: true,
  timeoutMs: LONG_TIMEOUT_MS,
  input: Empty,
  output: z.object({ file_path: z.array(z.string()) }),
});
