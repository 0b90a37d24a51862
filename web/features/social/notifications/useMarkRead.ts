import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { notificationKeys } from './keys';

/** `/user/notification/marked_as_read`: some ids, or all. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[] } | { all: true }) => callApi(markNotificationsRead, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
