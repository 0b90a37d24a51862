import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from './keys';

/** After any change to saves or collections: every list, grid, bin and tick is refetched. */
export function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}
