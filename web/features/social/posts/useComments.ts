import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMMENTS_PAGE, comments } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import {
  copyName,
  firstPageKept,
  keptOffline,
  nextPageUnlessOffline,
} from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { postKeys } from '../../../shared/posts/post-cache';

export { COMMENTS_PAGE };

/** `/res/post/comments`: top-level comments of a post, oldest first, each with its first replies. */
export function useComments(postId: string | null) {
  const session = useSession();
  const base = commentsQuery(postId ?? '', session?.user_id ?? 'anon');
  // the first page kept on the phone with the post (decision 0269)
  const copy = copyName('comments', session?.user_id, postId ?? '');
  return useInfiniteQuery({
    ...base,
    queryFn: firstPageKept(copy, base.queryFn),
    getNextPageParam: nextPageUnlessOffline(copy, base.getNextPageParam),
    ...keptOffline(copy),
    enabled: Boolean(postId),
  });
}

/** A post's comments for one viewer: the hook's, and the server's first render of a shared post (decision 0254). */
export function commentsQuery(postId: string, viewer: string) {
  return infiniteQueryOptions({
    queryKey: [...postKeys.comments(postId), viewer],
    queryFn: ({ pageParam }) => callApi(comments, { id: postId, cursor: pageParam, limit: COMMENTS_PAGE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** `/res/post/comments` with parent_id: more replies of one comment, fetched when asked for. */
export function useReplies(postId: string, commentId: string, after: string | null, enabled: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [...postKeys.replies(postId, commentId), session?.user_id ?? 'anon'],
    queryFn: ({ pageParam }) =>
      callApi(comments, { id: postId, parent_id: commentId, cursor: pageParam, limit: COMMENTS_PAGE }),
    initialPageParam: after,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
}
