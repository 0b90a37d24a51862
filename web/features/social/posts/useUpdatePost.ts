import { useMutation, useQueryClient } from '@tanstack/react-query';
import { update } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { patchPost } from '../../../shared/posts/post-cache';

/** `/res/post/update`: the edited post replaces its copies in every cached list. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof callApi<typeof update>>[1]) => callApi(update, input),
    onSuccess: ({ post }) => {
      patchPost(queryClient, post.id, () => post);
    },
  });
}
