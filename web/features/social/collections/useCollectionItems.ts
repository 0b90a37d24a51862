import { useInfiniteQuery } from '@tanstack/react-query';
import { listInsideCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { collectionKeys } from './keys';

export const COLLECTION_PAGE = 24;

/** `list_inside_collection`: a collection's posts (or `'all'`), latest first, paged by cursor. */
export function useCollectionItems(collection: string | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: collectionKeys.inside(session?.user_id ?? 'anon', collection ?? ''),
    queryFn: ({ pageParam }) =>
      callApi(listInsideCollection, {
        collection: collection ?? '',
        cursor: pageParam,
        limit: COLLECTION_PAGE,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: session !== null && Boolean(collection),
  });
}
