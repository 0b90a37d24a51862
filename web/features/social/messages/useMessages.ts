import { useInfiniteQuery } from '@tanstack/react-query';
import { listMessages } from '../../../../contract/conversations';
import { callApi } from '../../../lib/api';
import { messageKeys } from './keys';

/** `/res/conversation/list_messages`: one conversation, newest page first, older pages on demand. */
export function useMessages(id: string | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id ?? ''),
    queryFn: ({ pageParam }) => callApi(listMessages, { id: id!, cursor: pageParam, limit: 30 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(id),
    retry: false,
  });
}
