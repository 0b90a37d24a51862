/** A buyer's review of one line of a completed online order (docs/decisions/0242-reviews.md). */
export interface ReviewsTable {
  id: string;
  order_id: string;
  /** the product reviewed: a variant's parent product */
  product_id: string;
  /** the variant bought; '' for none (so the one-review-per-line key has no nulls) */
  variant_id: string;
  seller_id: string;
  reviewer_id: string;
  /** the line's name as bought */
  product_name: string;
  stars: number;
  body: string;
  /** JSON array of canonical image paths */
  image_paths: string;
  created_at: number;
  edited_at: number | null;
  reply_text: string | null;
  reply_at: number | null;
  /** how many people marked it helpful (kept with the votes in one transaction) */
  helpful: number;
  /** a report hides its text and photos until the shop restores it */
  reported_at: number | null;
  report_reason: string | null;
  /** the shop looked and showed it again: reports no longer hide it */
  restored_at: number | null;
}

export interface ReviewVotesTable {
  review_id: string;
  user_id: string;
}

/**
 * Running star counts per subject ('p:<product id>' or 's:<seller id>'), kept in the review's transaction, so a
 * market page reads a product's rating by key instead of averaging its reviews.
 */
export interface ReviewTotalsTable {
  subject: string;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
}

/**
 * The reviews domain's published read model (a view, migration 1241): each rated product's review count and
 * star total, keyed by `subject` ('p:' + the product id, so a join by it walks review_totals' key). The
 * market's rating order reads it (docs/decisions/0271-market-sort-filter-and-paying.md).
 */
export interface ProductRatingsView {
  subject: string;
  reviews: number;
  stars: number;
}

export interface ReviewsTables {
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_totals: ReviewTotalsTable;
  product_ratings: ProductRatingsView;
}
