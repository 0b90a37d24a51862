import { useQuery } from '@tanstack/react-query';
import { listCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { collectionKeys } from './keys';

/** `list_collection`: the caller's collections, newest first. */
export function useCollections(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: collectionKeys.list(session?.user_id ?? 'anon'),
    queryFn: () => callApi(listCollection, {}),
    enabled: enabled && session !== null,
  });
}
