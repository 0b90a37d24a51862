import { useMutation } from '@tanstack/react-query';
import { moveCollections } from '../../../../contract/collections';
import { callApi } from '../../../lib/api';
import { useInvalidateCollections } from './useInvalidateCollections';

/** `move_collections`: move posts between two collections, all or nothing. */
export function useMoveCollections() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { from: string; to: string; ids: string[] }) => callApi(moveCollections, input),
    onSuccess: () => void invalidate(),
  });
}
