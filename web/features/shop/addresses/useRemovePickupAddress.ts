import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeStorePickupAddress } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { addressKeys } from './keys';

/** `/user/info/remove_store_pickup_address`. */
export function useRemovePickupAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(removeStorePickupAddress, { _id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
