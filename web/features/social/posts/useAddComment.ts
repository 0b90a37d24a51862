import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { patchPost, postKeys } from '../../../shared/posts/post-cache';

/** `/res/post/add_comment`: a comment or a reply; the count on the card follows the server's. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; parent_id?: string | null }) =>
      callApi(addComment, { id: postId, text: input.text, parent_id: input.parent_id ?? null }),
    onSuccess: (data) => {
      patchPost(queryClient, postId, (p) => ({ ...p, total_comments: data.total_comments }));
      return queryClient
        .invalidateQueries({ queryKey: ['posts', 'replies', postId] })
        .then(() => queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) }));
    },
  });
}
