import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeComment } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { patchPost, postKeys } from '../../../shared/posts/post-cache';

/** `/res/post/remove_comment`: one's own comment (or any on one's own post), with its replies. */
export function useRemoveComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => callApi(removeComment, { id: commentId }),
    onSuccess: (data) => {
      patchPost(queryClient, postId, (p) => ({ ...p, total_comments: data.total_comments }));
      return queryClient
        .invalidateQueries({ queryKey: ['posts', 'replies', postId] })
        .then(() => queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) }));
    },
  });
}
