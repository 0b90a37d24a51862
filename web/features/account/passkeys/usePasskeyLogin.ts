import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyLogin, passkeyLoginOptions } from '../../../../contract/passkeys';
import { callApi } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { runAfterLogin } from '../../../shared/account/after-login';
import { getPasskeyAssertion } from './webauthn';

/** /auth/passkey/login_options then /auth/passkey/login: no name typed, the device offers its passkeys. */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await callApi(passkeyLoginOptions, {});
      return callApi(passkeyLogin, { credential: await getPasskeyAssertion(options) });
    },
    onSuccess: async (session) => {
      saveSession(session);
      queryClient.clear();
      await runAfterLogin();
    },
  });
}
