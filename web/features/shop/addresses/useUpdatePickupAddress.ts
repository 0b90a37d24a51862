import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { updateStorePickupAddress } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { addressKeys } from './keys';

/** `/user/info/update_store_pickup_address`. */
export function useUpdatePickupAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateStorePickupAddress>) =>
      callApi(updateStorePickupAddress, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
