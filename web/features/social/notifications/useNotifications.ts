import { useInfiniteQuery } from '@tanstack/react-query';
import { listNotifications } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './keys';

/** `/user/notification/list`: the caller's notifications (or the bin), latest first, paged by cursor. */
export function useNotifications(bin: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(session?.user_id ?? 'anon', bin),
    queryFn: ({ pageParam }) => callApi(listNotifications, { cursor: pageParam, limit: 20, bin }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: session !== null,
  });
}
