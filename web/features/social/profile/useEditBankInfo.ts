import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { editBankInfo } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/info/edit_bank_info`: answered masked. */
export function useEditBankInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof editBankInfo>) => callApi(editBankInfo, input),
    onSuccess: (bank) => queryClient.setQueryData(profileKeys.bank(), bank),
  });
}
