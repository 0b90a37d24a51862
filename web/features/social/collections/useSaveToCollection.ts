import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveContent } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { patchPost } from '../posts';
import { collectionKeys } from './keys';

/** `save_content`: the post goes into the chosen collection and shows as saved everywhere. */
export function useSaveToCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; collection: string }) => callApi(saveContent, input),
    onSuccess: (_data, { id }) => {
      patchPost(queryClient, id, (p) => ({ ...p, isSaved: true }));
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}
