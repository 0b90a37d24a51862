import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_DEFAULT, myContent } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { postKeys } from '../../../shared/posts/post-cache';

/** `/res/post/my_content`: the caller's own posts, newest first, paged by cursor. */
export function useMyPosts() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: postKeys.mine(session?.user_id ?? 'anon'),
    queryFn: ({ pageParam }) => callApi(myContent, { cursor: pageParam, limit: FEED_PAGE_DEFAULT }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: session !== null,
  });
}
