import { useInfiniteQuery } from '@tanstack/react-query';
import { listConversations } from '../../../../contract/conversations';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { messageKeys } from './keys';

/** `/res/conversation/list`: the inbox, latest message first (refetched live on every new message). */
export function useConversations() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: messageKeys.list(session?.user_id ?? ''),
    queryFn: ({ pageParam }) => callApi(listConversations, { cursor: pageParam, limit: 30 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: session !== null,
  });
}
