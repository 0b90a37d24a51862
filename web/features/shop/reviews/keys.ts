/** TanStack Query keys of the review calls (docs/decisions/0242-reviews.md). */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (subject: ReviewSubject, sort: 'newest' | 'helpful', viewer: string, filter = 'all') =>
    ['reviews', 'list', subject.productId ?? '', subject.sellerId ?? '', sort, viewer, filter] as const,
  mine: (orderId: string) => ['reviews', 'mine', orderId] as const,
};

/** whose reviews: one product's, or every product of a shop */
export interface ReviewSubject {
  productId?: string;
  sellerId?: string;
}
