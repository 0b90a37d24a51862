import { useQuery } from '@tanstack/react-query';
import { findPost } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { collectionKeys } from './keys';

/** `find_post`: which of my collections hold this post (the picker's ticks). */
export function useFindPost(postId: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: collectionKeys.find(session?.user_id ?? 'anon', postId ?? ''),
    queryFn: () => callApi(findPost, { id: postId ?? '' }),
    enabled: session !== null && postId !== null,
  });
}
