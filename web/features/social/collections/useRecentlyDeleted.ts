import { useQuery } from '@tanstack/react-query';
import { listRecentlyDeleted } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { collectionKeys } from './keys';

/** `list_recently_deleted`: deleted collections, unsaved posts and removed posts of the last 30 days. */
export function useRecentlyDeleted() {
  const session = useSession();
  return useQuery({
    queryKey: collectionKeys.bin(session?.user_id ?? 'anon'),
    queryFn: () => callApi(listRecentlyDeleted, {}),
    enabled: session !== null,
  });
}
