import { useInfiniteQuery } from '@tanstack/react-query';
import { listMessages } from '../../../../contract/conversations';
import { callApi } from '../../../lib/api';
import { copyName, keptOffline, loadKeepingCopy, offlineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { messageKeys } from './keys';

/** `/res/conversation/list_messages`: one conversation, newest page first, older pages on demand. */
export function useMessages(id: string | null) {
  // the newest page kept on the phone: offline, the copy answers with its time (decision 0269)
  const copy = threadCopyName(useSession()?.user_id, id ?? '');
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id ?? ''),
    queryFn: ({ pageParam }) => {
      const load = () => callApi(listMessages, { id: id!, cursor: pageParam, limit: 30 });
      return pageParam === null ? loadKeepingCopy(copy, load) : load();
    },
    ...keptOffline(copy),
    initialPageParam: null as string | null,
    // the copy has no older page: scrolling up offline would only show errors
    getNextPageParam: (last) => (offlineAsOf(copy) !== null ? null : last.next_cursor),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The phone's copy of a conversation's newest messages for one viewer (decision 0269). */
export function threadCopyName(viewer: string | undefined, id: string): string {
  return copyName('thread', viewer, id);
}
