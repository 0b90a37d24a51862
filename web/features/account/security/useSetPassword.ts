import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPassword } from '../../../../contract/account';
import { callApi } from '../../../lib/api';
import { ACCOUNT_STATUS_KEY } from '../../../shared/account/useAccountStatus';

/** /auth/user/set_password: a first password for an account created without one. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passwd: string) => callApi(setPassword, { passwd }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY }),
  });
}
