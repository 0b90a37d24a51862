import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_DEFAULT, filter } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/**
 * `/res/post/filter` with `creater_id`: one shop's posts. Kept under the `posts` key so likes and saves
 * patch these cards like the feed's.
 */
export function useShopPosts(sellerId: string, enabled: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: ['posts', 'shop', sellerId, session?.user_id ?? 'anon'],
    queryFn: ({ pageParam }) =>
      callApi(filter, { creater_id: sellerId, cursor: pageParam, limit: FEED_PAGE_DEFAULT }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: enabled && sellerId !== '',
  });
}
