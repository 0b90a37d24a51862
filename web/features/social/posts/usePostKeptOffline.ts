import { useQuery } from '@tanstack/react-query';
import { selectedPost } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { copyName, keptOffline, loadKeepingCopy } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { postQuery } from './usePost';

/**
 * The post's own page: `usePost`, with the post kept on the phone, so offline the copy answers with its time
 * (docs/decisions/0269-offline-reading-and-queued-writes.md). Apart from `usePost` so the feed's first load does
 * not carry the offline copies' code.
 */
export function usePostKeptOffline(id: string | null) {
  const session = useSession();
  const copy = postCopyName(session?.user_id, id ?? '');
  return useQuery({
    ...postQuery(id ?? '', session?.user_id ?? 'anon'),
    queryFn: () => loadKeepingCopy(copy, () => callApi(selectedPost, { id: id ?? '' })),
    ...keptOffline(copy),
    enabled: Boolean(id),
  });
}

/** The phone's copy of one post as one viewer saw it (her like and save on it). */
export function postCopyName(viewer: string | undefined, id: string): string {
  return copyName('post', viewer, id);
}
