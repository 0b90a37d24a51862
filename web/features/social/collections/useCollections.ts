import { useQuery } from '@tanstack/react-query';
import { listCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { copyName, keptOffline, loadKeepingCopy } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { collectionKeys } from './keys';

/** `list_collection`: the caller's collections, newest first. */
export function useCollections(enabled = true) {
  const session = useSession();
  // kept on the phone: offline, the copy answers with its time (decision 0269)
  const copy = collectionsCopyName(session?.user_id);
  return useQuery({
    queryKey: collectionKeys.list(session?.user_id ?? 'anon'),
    queryFn: () => loadKeepingCopy(copy, () => callApi(listCollection, {})),
    ...keptOffline(copy),
    enabled: enabled && session !== null,
  });
}

/** The phone's copy of one viewer's collections (decision 0269). */
export function collectionsCopyName(viewer: string | undefined): string {
  return copyName('collections', viewer);
}
