import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyRegister, passkeyRegisterOptions } from '../../../../contract/passkeys';
import { callApi } from '../../../lib/api';
import { WAY_IN_ACTIVITY_KEY } from '../../../shared/account/way-in-keys';
import { PASSKEYS_KEY } from './usePasskeys';
import { createPasskey } from './webauthn';

/**
 * /auth/passkey/register_options then /auth/passkey/register: one ceremony. Adding a way in needs a fresh proof,
 * so either call may first open the "Confirm it's you" sheet (the API client sends it again afterwards).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await callApi(passkeyRegisterOptions, {});
      const credential = await createPasskey(options);
      return callApi(passkeyRegister, { credential });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
      // the security screen's ways-in list names the passkey added or removed
      void queryClient.invalidateQueries({ queryKey: WAY_IN_ACTIVITY_KEY });
    },
  });
}
