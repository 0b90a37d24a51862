import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsavedContent } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { patchPost } from '../../../shared/posts/post-cache';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `unsaved_content` for several posts at once (the edit screen); the card uses useUnsave. */
export function useUnsaveMany() {
  const invalidate = useInvalidateCollections();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[] }) => callApi(unsavedContent, input),
    onSuccess: (_data, input) => {
      for (const id of input.ids) patchPost(queryClient, id, (p) => ({ ...p, isSaved: false }));
      void invalidate();
    },
  });
}
