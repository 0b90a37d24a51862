import { useInfiniteQuery } from '@tanstack/react-query';
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
  return useInfiniteQuery({
    queryKey: reviewKeys.list(subject, sort, session?.user_id ?? 'anon', filter),
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
