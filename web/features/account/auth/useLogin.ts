import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../../../../contract/auth';
import type { CallInput } from '../../../../contract/call';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { runAfterLogin } from '../../../shared/account/after-login';

/** /auth/user/login: stores token, user_id, role and email, then runs the after-login hooks (cart merge). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // the interface language goes along: the server writes this user's mails in it
    mutationFn: (input: CallInput<typeof login>) => callApi(login, { ...input, locale: storedLocale() }),
    onSuccess: async (session) => {
      saveSession(session);
      queryClient.clear();
      await runAfterLogin();
    },
  });
}
