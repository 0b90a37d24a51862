import { useMutation, useQueryClient } from '@tanstack/react-query';
import { like } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { patchPost } from './keys';

/**
 * `/res/post/like` (docs/product.md §4): hasLiked flips and the count moves by one at once; the server's
 * answer then sets the exact count. A failure puts the post back as it was, without a message.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: string) => callApi(like, { id }),
    onMutate: (id) => {
      const before = patchPost(queryClient, id, (p) => ({
        ...p,
        hasLiked: !p.hasLiked,
        like: Math.max(0, p.like + (p.hasLiked ? -1 : 1)),
      }));
      return { before };
    },
    onError: (_error, id, context) => {
      const before = context?.before;
      if (before) patchPost(queryClient, id, (p) => ({ ...p, hasLiked: before.hasLiked, like: before.like }));
    },
    onSuccess: (data, id) => {
      patchPost(queryClient, id, (p) => ({ ...p, hasLiked: data.liked, like: data.like }));
      if (data.message) toast.show(data.message, { tone: 'success', durationMs: TOAST_MS.quick });
    },
  });
}
