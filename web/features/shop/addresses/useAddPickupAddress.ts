import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { addStorePickupAddress } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { addressKeys } from './keys';

/** `/user/info/add_store_pickup_address`. */
export function useAddPickupAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof addStorePickupAddress>) => callApi(addStorePickupAddress, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
