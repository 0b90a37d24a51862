import { useQuery } from '@tanstack/react-query';
import { listWishlistIds } from '../../../../contract/wishlist';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from './keys';

/** `/res/wishlist/list_ids`: which products the caller saved (one query for every heart on screen). */
export function useWishlistIds() {
  const session = useSession();
  return useQuery({
    queryKey: wishlistKeys.ids(session?.user_id ?? ''),
    queryFn: async () => new Set((await callApi(listWishlistIds, {})).ids),
    enabled: session !== null,
    staleTime: 60_000,
  });
}
