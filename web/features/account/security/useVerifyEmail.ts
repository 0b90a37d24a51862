import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmail } from '../../../../contract/account';
import { callApi } from '../../../lib/api';
import { ACCOUNT_STATUS_KEY } from '../../../shared/account/useAccountStatus';

/** /auth/user/verify_email: opens a link from a verification or email-change mail. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(verifyEmail, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY }),
  });
}
