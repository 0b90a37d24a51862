import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsavedContent } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { patchPost } from '../posts';
import { collectionKeys } from './keys';

/** `unsaved_content`: takes a post out of whichever collection holds it. */
export function useUnsave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(unsavedContent, { ids: [id] }),
    onSuccess: (_data, id) => {
      patchPost(queryClient, id, (p) => ({ ...p, isSaved: false }));
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}
