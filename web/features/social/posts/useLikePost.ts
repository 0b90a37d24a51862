import { useMutation, useQueryClient } from '@tanstack/react-query';
import { like } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { patchPost, postKeys } from '../../../shared/posts/post-cache';
import { TOAST_MS, useToast } from '../../../ui/toast';

// the offline likes' queue comes a moment after the first screen (not in its load), ready before she taps offline;
// likes that wait on the phone from an earlier visit are then sent (like-queue.ts)
if (typeof window !== 'undefined') {
  const later = () => setTimeout(() => void import('./like-queue'), 1500);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * `/res/post/like` (docs/product.md §4): hasLiked flips and the count moves by one at once; the server's
 * answer then sets the exact count. The like is sent as the state she chose (`liked`), so with no answer (offline)
 * it is kept on the phone and sent when the server answers again, one per post (the last tap wins). A refusal puts
 * the post back as it was, without a message.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('posts');
  const session = useSession();
  return useMutation({
    mutationFn: (input: { id: string; liked: boolean }) => callApi(like, input),
    // tried whatever the browser says of the network: with no answer it is queued (onError)
    networkMode: 'always',
    onMutate: async ({ id, liked }) => {
      // a load of this post still under way (the live stream's refetch, or the phone's copy answering it offline)
      // would land after the tap and show the heart as it was before
      await queryClient.cancelQueries({ queryKey: postKeys.one(id) });
      const before = patchPost(queryClient, id, (p) => ({
        ...p,
        hasLiked: liked,
        like: Math.max(0, p.like + (liked === p.hasLiked ? 0 : liked ? 1 : -1)),
      }));
      return { before };
    },
    onError: (error, input, context) => {
      const putBack = () => {
        const before = context?.before;
        if (before)
          patchPost(queryClient, input.id, (p) => ({ ...p, hasLiked: before.hasLiked, like: before.like }));
      };
      if (!session) return putBack();
      // no answer: the like waits on the phone, one per post, a later tap replacing the earlier one
      import('./like-queue').then((queue) => {
        if (!queue.keepIfUnanswered(error, session.user_id, input)) return putBack();
        toast.show(t('likeQueued'), { tone: 'info' });
      }, putBack);
    },
    onSuccess: (data, { id }) => {
      patchPost(queryClient, id, (p) => ({ ...p, hasLiked: data.liked, like: data.like }));
      if (data.message) toast.show(data.message, { tone: 'success', durationMs: TOAST_MS.quick });
    },
  });
}
