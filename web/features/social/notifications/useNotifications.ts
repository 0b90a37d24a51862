import { useInfiniteQuery } from '@tanstack/react-query';
import { listNotifications } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { copyName, keptOffline, loadKeepingCopy, offlineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './keys';

/** `/user/notification/list`: the caller's notifications (or the bin), latest first, paged by cursor. */
export function useNotifications(bin: boolean) {
  const session = useSession();
  // the first page kept on the phone: offline, the copy answers with its time (decision 0269)
  const copy = notificationsCopyName(session?.user_id, bin);
  return useInfiniteQuery({
    queryKey: notificationKeys.list(session?.user_id ?? 'anon', bin),
    queryFn: ({ pageParam }) => {
      const load = () => callApi(listNotifications, { cursor: pageParam, limit: 20, bin });
      return pageParam === null ? loadKeepingCopy(copy, load) : load();
    },
    ...keptOffline(copy),
    initialPageParam: null as string | null,
    // the copy has no next page: scrolling on offline would only show errors
    getNextPageParam: (last) => (offlineAsOf(copy) !== null ? null : last.next_cursor),
    enabled: session !== null,
  });
}

/** The phone's copy of one viewer's first page of notifications (or of the bin, decision 0269). */
export function notificationsCopyName(viewer: string | undefined, bin: boolean): string {
  return copyName('notifications', viewer, bin ? 'bin' : 'inbox');
}
