import { useMutation } from '@tanstack/react-query';
import { passkeyReauth, passkeyReauthOptions } from '../../../../contract/passkeys';
import { callApi } from '../../../lib/api';
import { getPasskeyAssertion } from './webauthn';

/** /auth/user/passkey_reauth_options then /auth/user/passkey_reauth: one touch proves it is you again. */
export function usePasskeyReauth() {
  return useMutation({
    mutationFn: async () => {
      const options = await callApi(passkeyReauthOptions, {});
      return callApi(passkeyReauth, { credential: await getPasskeyAssertion(options) });
    },
  });
}
