import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Collection, createCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { collectionKeys } from './keys';

/** `create_collection`: the new collection goes to the top of the cached list. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (name: string) => callApi(createCollection, { name }),
    onSuccess: (created) => {
      queryClient.setQueryData<Collection[]>(collectionKeys.list(session?.user_id ?? 'anon'), (list) =>
        list ? [created, ...list.filter((c) => c._id !== created._id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}
