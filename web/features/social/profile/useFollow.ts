import { useMutation, useQueryClient } from '@tanstack/react-query';
import { follow, unfollow } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/follow` and `/user/unfollow`: refreshes profiles, suggestions and the Following feed. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, on }: { userId: string; on: boolean }) =>
      callApi(on ? follow : unfollow, { user_id: userId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['posts', 'feed'] });
    },
  });
}
