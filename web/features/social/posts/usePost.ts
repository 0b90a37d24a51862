import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectedPost } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { postKeys } from '../../../shared/posts/post-cache';

/** `/res/post/selected_post`: one post with everything its card needs (404 once removed). */
export function usePost(id: string | null, opts: { enabled?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    ...postQuery(id ?? '', session?.user_id ?? 'anon'),
    enabled: Boolean(id) && (opts.enabled ?? true),
  });
}

/** One post's query for one viewer: the hook's, and the server's first render of a shared post (decision 0254). */
export function postQuery(id: string, viewer: string) {
  return queryOptions({
    queryKey: [...postKeys.one(id), viewer],
    queryFn: () => callApi(selectedPost, { id }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}
