import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_DEFAULT, filter } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { FEED_STALE_MS } from './usePostFeed';

/** `/res/post/filter` with a tag: the feed narrowed to one hashtag (the feed's chips), paged like the feed. */
export function useFilteredFeed(tag: string | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: ['posts', 'filter', session?.user_id ?? 'anon', tag ?? ''] as const,
    queryFn: ({ pageParam }) =>
      callApi(filter, { tag: tag ?? '', cursor: pageParam, limit: FEED_PAGE_DEFAULT }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(tag),
    staleTime: FEED_STALE_MS,
  });
}
