import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { updateAddress } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { addressKeys } from './keys';

/** `/user/info/update_address`. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateAddress>) => callApi(updateAddress, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
