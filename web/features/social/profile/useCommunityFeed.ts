import { useInfiniteQuery } from '@tanstack/react-query';
import { type CommunityId, communityFeed } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { postKeys } from '../../../shared/posts/post-cache';
import { FEED_STALE_MS } from '../posts';

/** `/res/post/community`: posts of one interest community, paged like the feed. */
export function useCommunityFeed(community: CommunityId | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [...postKeys.feed(session?.user_id ?? 'anon'), 'community', community ?? ''],
    queryFn: ({ pageParam }) =>
      callApi(communityFeed, { community: community!, cursor: pageParam, limit: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: FEED_STALE_MS,
    enabled: community !== null,
  });
}
