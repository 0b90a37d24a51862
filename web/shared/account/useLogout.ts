import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../../../contract/auth';
import { callApi, markLoggingOut } from '../../lib/api';
import { clearSession } from '../../lib/session';

/**
 * /auth/user/logout: the server revokes the token; the local session is cleared whatever it answers.
 * `leave` runs first (e.g. go to `/`): clearing the session unmounts a screen that needs a login, and a
 * callback given to mutate() would then never run, leaving the person on /login?redirect=… (issue 25).
 */
export function useLogout(leave?: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      markLoggingOut(true);
      // this device stops being told of the account's messages while the session can still say so (decision 0257)
      await import('../../features/social/messages/push-subscription')
        .then((m) => m.releasePush())
        .catch(() => undefined);
      return callApi(logout, {});
    },
    // the navigation is awaited: the next route may still be loading when the session would be cleared
    onSettled: async () => {
      try {
        await leave?.();
      } finally {
        clearSession();
        markLoggingOut(false);
        queryClient.clear();
      }
    },
  });
}
