import { useMutation, useQueryClient } from '@tanstack/react-query';
import { create } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { postKeys, prependPost } from '../../../shared/posts/post-cache';

/** `/res/post/create`: the new post goes to the top of the cached feed and my posts at once. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof callApi<typeof create>>[1]) => callApi(create, input),
    onSuccess: ({ post }) => {
      prependPost(queryClient, post);
      void queryClient.invalidateQueries({ queryKey: postKeys.mine(), refetchType: 'none' });
    },
  });
}
