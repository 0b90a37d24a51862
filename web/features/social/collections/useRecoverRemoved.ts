import { useMutation } from '@tanstack/react-query';
import { recoverRemovedContent } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `recover_removed_content`: put removed posts back into their collection. */
export function useRecoverRemoved() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { collection: string; ids: string[] }) => callApi(recoverRemovedContent, input),
    onSuccess: () => void invalidate(),
  });
}
