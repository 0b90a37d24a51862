import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePasskey } from '../../../../contract/passkeys';
import { callApi } from '../../../lib/api';
import { WAY_IN_ACTIVITY_KEY } from '../../../shared/account/way-in-keys';
import { PASSKEYS_KEY } from './usePasskeys';

/** /auth/user/passkey_remove: needs a fresh proof; refused for the last way into an account. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(removePasskey, { id }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
      // the security screen's ways-in list names the passkey added or removed
      void queryClient.invalidateQueries({ queryKey: WAY_IN_ACTIVITY_KEY });
    },
  });
}
