import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetPassword } from '../../../../contract/account';
import { callApi } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { runAfterLogin } from '../../../shared/account/after-login';

/** /auth/user/reset_password: sets the new password and logs in on this device, like login. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; passwd: string }) => callApi(resetPassword, input),
    onSuccess: async (session) => {
      saveSession(session);
      queryClient.clear();
      await runAfterLogin();
    },
  });
}
