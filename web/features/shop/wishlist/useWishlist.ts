import { useInfiniteQuery } from '@tanstack/react-query';
import { listWishlist } from '../../../../contract/wishlist';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from './keys';

/** `/res/wishlist/list`: the caller's saved products, last saved first, paged. */
export function useWishlist() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: wishlistKeys.list(session?.user_id ?? ''),
    queryFn: ({ pageParam }) => callApi(listWishlist, { cursor: pageParam, limit: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: session !== null,
  });
}
