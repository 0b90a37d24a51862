import { useMutation, useQueryClient } from '@tanstack/react-query';
import { register } from '../../../../contract/auth';
import type { CallInput } from '../../../../contract/call';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { runAfterLogin } from '../../../shared/account/after-login';

/** /auth/user/register: answers like login, so the new account is signed in at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // the interface language goes along: the verification mail is written in it
    mutationFn: (input: CallInput<typeof register>) =>
      callApi(register, { ...input, locale: storedLocale() }),
    onSuccess: async (session) => {
      saveSession(session);
      queryClient.clear();
      await runAfterLogin();
    },
  });
}
