import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { ssoLink } from '../../../../contract/sso';
import { callApi } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { runAfterLogin } from '../../../shared/account/after-login';

/** /auth/user/sso_link: proves the existing account with its password, links the provider, signs in. */
export function useSsoLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof ssoLink>) => callApi(ssoLink, input),
    onSuccess: async (session) => {
      saveSession(session);
      queryClient.clear();
      await runAfterLogin();
    },
  });
}
