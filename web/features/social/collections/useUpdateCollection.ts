import { useMutation } from '@tanstack/react-query';
import { updateCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `update_collection`: rename a collection. */
export function useUpdateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => callApi(updateCollection, input),
    onSuccess: () => void invalidate(),
  });
}
