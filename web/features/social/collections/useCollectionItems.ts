import { useInfiniteQuery } from '@tanstack/react-query';
import { listInsideCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { copyName, keptOffline, loadKeepingCopy, offlineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { collectionKeys } from './keys';

export const COLLECTION_PAGE = 24;

/** `list_inside_collection`: a collection's posts (or `'all'`), latest first, paged by cursor. */
export function useCollectionItems(collection: string | null) {
  const session = useSession();
  // the first page kept on the phone: offline, the copy answers with its time (decision 0269)
  const copy = collectionCopyName(session?.user_id, collection ?? '');
  return useInfiniteQuery({
    queryKey: collectionKeys.inside(session?.user_id ?? 'anon', collection ?? ''),
    queryFn: ({ pageParam }) => {
      const load = () =>
        callApi(listInsideCollection, {
          collection: collection ?? '',
          cursor: pageParam,
          limit: COLLECTION_PAGE,
        });
      return pageParam === null ? loadKeepingCopy(copy, load) : load();
    },
    ...keptOffline(copy),
    initialPageParam: null as string | null,
    // the copy has no next page: scrolling on offline would only show errors
    getNextPageParam: (last) => (offlineAsOf(copy) !== null ? null : last.next_cursor),
    enabled: session !== null && Boolean(collection),
  });
}

/** The phone's copy of a collection's first page for one viewer (decision 0269). */
export function collectionCopyName(viewer: string | undefined, collection: string): string {
  return copyName('collection', viewer, collection);
}
