import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../../../contract/auth';
import { callApi } from '../../lib/api';
import { clearSession } from '../../lib/session';

/** /auth/user/logout: the server revokes the token; the local session is cleared whatever it answers. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logout, {}),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
