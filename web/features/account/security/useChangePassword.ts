import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword } from '../../../../contract/account';
import { callApi } from '../../../lib/api';
import { SESSIONS_KEY } from './useSessions';

/** /auth/user/change_password: needs the current password; ends the other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { passwd: string; new_passwd: string }) => callApi(changePassword, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
