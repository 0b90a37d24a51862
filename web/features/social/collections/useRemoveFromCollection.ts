import { useMutation } from '@tanstack/react-query';
import { removeFromCollection } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `remove_from_collection`: take posts out of one collection (still saved; undo for 30 days). */
export function useRemoveFromCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { collection: string; ids: string[] }) => callApi(removeFromCollection, input),
    onSuccess: () => void invalidate(),
  });
}
