import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FeedPost, shared } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api';
import { patchPost } from '../../../shared/posts/post-cache';
import { shareOrCopy, shareUrl } from '../../../shared/share-link';
import { TOAST_MS, useToast } from '../../../ui/toast';

/** the post's link, in the sharer's language so its preview reads as she does (docs/decisions/0240) */
export function commentsUrl(id: string, language: string): string {
  return shareUrl(`/comments?id=${encodeURIComponent(id)}`, language);
}

/**
 * Share (docs/product.md §7/§8): the browser's share sheet with the title and a link to /comments?id=…; after a
 * completed share `/res/post/shared` records it and its message shows. Without Web Share, the link is copied
 * and a toast says so.
 */
export function useSharePost() {
  const { t, i18n } = useTranslation('posts');
  const queryClient = useQueryClient();
  const toast = useToast();
  const record = useMutation({
    mutationFn: (id: string) => callApi(shared, { id }),
    onSuccess: (data, id) => {
      patchPost(queryClient, id, (p) => ({ ...p, share: data.share }));
      if (data.message) toast.show(data.message, { tone: 'success', durationMs: TOAST_MS.quick });
    },
  });

  async function share(post: FeedPost): Promise<void> {
    const outcome = await shareOrCopy({ title: post.title, url: commentsUrl(post.id, i18n.language) });
    // only a completed share counts; a desktop browser without a share sheet copied the link (issue 19)
    if (outcome === 'shared') record.mutate(post.id);
    else if (outcome !== 'cancelled')
      toast.show(outcome === 'copied' ? t('share.copied') : t('share.unsupported'), {
        tone: outcome === 'copied' ? 'success' : 'warning',
      });
  }

  return { share, recording: record.isPending };
}
