import { useQuery } from '@tanstack/react-query';
import { getFpsIdentifier } from '../../../../contract/fps';
import { callApi } from '../../../lib/api';

export const fpsKey = ['users', 'fps'] as const;

/** `/user/info/fps`: the seller's own FPS identifier, or null. */
export function useFpsIdentifier(enabled = true) {
  return useQuery({ queryKey: fpsKey, queryFn: () => callApi(getFpsIdentifier, {}), enabled });
}
