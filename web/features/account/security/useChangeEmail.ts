import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmail } from '../../../../contract/account';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';
import { ACCOUNT_STATUS_KEY } from '../../../shared/account/useAccountStatus';

/** /auth/user/change_email: mails a link to the new address; the change waits for it. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; passwd: string }) =>
      callApi(changeEmail, { ...input, locale: storedLocale() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY }),
  });
}
