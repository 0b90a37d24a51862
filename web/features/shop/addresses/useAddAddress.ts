import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { addAddress } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { addressKeys } from './keys';

/** `/user/info/add_address`. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof addAddress>) => callApi(addAddress, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
