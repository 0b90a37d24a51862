import { useMutation } from '@tanstack/react-query';
import { deleteCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `delete_collection`: to the bin with its posts (30 days). */
export function useDeleteCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { id: string }) => callApi(deleteCollection, input),
    onSuccess: () => void invalidate(),
  });
}
