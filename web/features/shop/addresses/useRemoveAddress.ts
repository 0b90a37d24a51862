import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAddress } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { addressKeys } from './keys';

/** `/user/info/remove_address`. */
export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(removeAddress, { _id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
