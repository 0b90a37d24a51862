import { useQuery } from '@tanstack/react-query';
import { unreadNotifications } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './keys';

/** `/user/notification/unread`: the bell's badge (kept fresh by the live stream, useNotificationLive). */
export function useUnreadCount() {
  const session = useSession();
  return useQuery({
    queryKey: notificationKeys.unread(session?.user_id ?? 'anon'),
    queryFn: () => callApi(unreadNotifications, {}),
    enabled: session !== null,
    staleTime: 60_000,
  });
}
