import { useQuery } from '@tanstack/react-query';
import { listQuickReplies } from '../../../../contract/conversations';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { messageKeys } from './keys';

/** `/res/conversation/list_quick_replies`: the shop's saved answers (sellers only). */
export function useQuickReplies(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: messageKeys.quickReplies(session?.user_id ?? ''),
    queryFn: async () => (await callApi(listQuickReplies, {})).texts,
    enabled: enabled && session?.role === 's',
  });
}
