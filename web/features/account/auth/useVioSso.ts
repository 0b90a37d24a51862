import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { vioSso } from '../../../../contract/sso';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { runAfterLogin } from '../../../shared/account/after-login';

/** /auth/user/vio_sso: finishes single sign-on; a session is stored like login's (unless a link must be proved). */
export function useVioSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof vioSso>) => callApi(vioSso, { ...input, locale: storedLocale() }),
    onSuccess: async (answer) => {
      if (answer.link_required) return;
      saveSession(answer);
      queryClient.clear();
      await runAfterLogin();
    },
  });
}
