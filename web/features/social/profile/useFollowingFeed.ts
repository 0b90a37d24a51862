import { useInfiniteQuery } from '@tanstack/react-query';
import { followingFeed } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { postKeys } from '../../../shared/posts/post-cache';
import { FEED_STALE_MS } from '../posts';

/** `/res/post/following`: posts of followed sellers, keyset paged like the feed (under the feed's key, so likes patch it). */
export function useFollowingFeed(enabled: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [...postKeys.feed(session?.user_id ?? 'anon'), 'following'],
    queryFn: ({ pageParam }) => callApi(followingFeed, { cursor: pageParam, limit: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: FEED_STALE_MS,
    enabled,
  });
}
