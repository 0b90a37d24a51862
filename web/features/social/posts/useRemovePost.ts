import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remove } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { dropPost } from '../../../shared/posts/post-cache';

/** `/res/post/remove`: the post leaves every cached list. */
export function useRemovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(remove, { id }),
    onSuccess: (_data, id) => dropPost(queryClient, id),
  });
}
