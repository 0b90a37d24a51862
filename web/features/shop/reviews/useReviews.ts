import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listReviews, REVIEWS_PAGE, type ReviewFilter } from '../../../../contract/reviews';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { type ReviewSubject, reviewKeys } from './keys';

/** `/res/review/list`: a product's or a shop's reviews with the rating summary, paged. */
export function useReviews(
  subject: ReviewSubject,
  sort: 'newest' | 'helpful',
  /** the shop's own list of what waits for it */
  filter: ReviewFilter = 'all',
) {
  const session = useSession();
  return useInfiniteQuery(reviewsQuery(subject, sort, session?.user_id ?? 'anon', filter));
}

/** The reviews' query for one viewer: the hook's, and the server's first render of a product (decision 0254). */
export function reviewsQuery(
  subject: ReviewSubject,
  sort: 'newest' | 'helpful',
  viewer: string,
  filter: ReviewFilter = 'all',
) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(subject, sort, viewer, filter),
    queryFn: ({ pageParam }) =>
      callApi(listReviews, {
        ...(subject.productId ? { product_id: subject.productId } : { seller_id: subject.sellerId }),
        sort,
        filter,
        cursor: pageParam,
        limit: REVIEWS_PAGE,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(subject.productId || subject.sellerId),
  });
}
