import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoverNotifications } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { notificationKeys } from './keys';

/** `/user/notification/recover`: back from the bin. */
export function useRecoverNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(recoverNotifications, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
