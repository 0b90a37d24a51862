import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_DEFAULT, list } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { postKeys } from './keys';

/** The feed stays as it was for 5 minutes (docs/product.md §4 cache expiry): coming back shows the same pages at once. */
export const FEED_STALE_MS = 5 * 60_000;

/** `/res/post/list`: the home feed, newest first, paged by cursor (no login needed). */
export function usePostFeed() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: postKeys.feed(session?.user_id ?? 'anon'),
    queryFn: ({ pageParam }) => callApi(list, { cursor: pageParam, limit: FEED_PAGE_DEFAULT }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: FEED_STALE_MS,
    gcTime: FEED_STALE_MS,
  });
}
