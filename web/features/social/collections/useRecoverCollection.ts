import { useMutation } from '@tanstack/react-query';
import { recoverDeletedCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `recover_deleted_collection`: back from the bin with its posts. */
export function useRecoverCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { id: string }) => callApi(recoverDeletedCollection, input),
    onSuccess: () => void invalidate(),
  });
}
