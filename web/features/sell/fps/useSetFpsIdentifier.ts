import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setFpsIdentifier } from '../../../../contract/fps';
import type { FpsIdentifier } from '../../../../contract/fps-payload';
import { callApi } from '../../../lib/api';
import { fpsKey } from './useFpsIdentifier';

/** `/user/info/set_fps`: sets (value '' removes) the seller's FPS identifier. */
export function useSetFpsIdentifier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: FpsIdentifier['kind']; value: string }) => callApi(setFpsIdentifier, input),
    onSuccess: (data) => client.setQueryData(fpsKey, data),
  });
}
