import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveredUnsavedContent } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { patchPost } from '../../../shared/posts/post-cache';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `recovered_unsaved_content`: undo an unsave, back into the same collections. */
export function useRecoverUnsaved() {
  const invalidate = useInvalidateCollections();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[] }) => callApi(recoveredUnsavedContent, input),
    onSuccess: (_data, input) => {
      for (const id of input.ids) patchPost(queryClient, id, (p) => ({ ...p, isSaved: true }));
      void invalidate();
    },
  });
}
