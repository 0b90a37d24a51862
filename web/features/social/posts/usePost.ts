import { useQuery } from '@tanstack/react-query';
import { selectedPost } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { postKeys } from './keys';

/** `/res/post/selected_post`: one post with everything its card needs (404 once removed). */
export function usePost(id: string | null, opts: { enabled?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    queryKey: [...postKeys.one(id ?? ''), session?.user_id ?? 'anon'],
    queryFn: () => callApi(selectedPost, { id: id! }),
    enabled: Boolean(id) && (opts.enabled ?? true),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}
