import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { patchPost } from '../../../shared/posts/post-cache';
import { collectionKeys } from './keys';

/** `unsaved_content`: takes a post out of whichever collection holds it. */
export function useUnsave() {
  const queryClient = useQueryClient();
  return useMutation({
    // the collections contract loads on first use: the home feed's first paint does not need it (page weight)
    mutationFn: async (id: string) => {
      const { unsavedContent } = await import('../../../../contract/collections');
      return callApi(unsavedContent, { ids: [id] });
    },
    onSuccess: (_data, id) => {
      patchPost(queryClient, id, (p) => ({ ...p, isSaved: false }));
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}
