import { useQuery } from '@tanstack/react-query';
import { unreadMessages } from '../../../../contract/conversations';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { messageKeys } from './keys';

/** `/res/conversation/unread`: the messages badge (kept fresh by the live stream). */
export function useUnreadMessages() {
  const session = useSession();
  return useQuery({
    queryKey: messageKeys.unread(session?.user_id ?? ''),
    queryFn: () => callApi(unreadMessages, {}),
    enabled: session !== null,
    staleTime: 60_000,
  });
}
