import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeNotifications } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { notificationKeys } from './keys';

/** `/user/notification/remove`: to the bin (recoverable for 30 days). */
export function useRemoveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(removeNotifications, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
