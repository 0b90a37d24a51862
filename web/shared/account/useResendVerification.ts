import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../../../contract/account';
import { storedLocale } from '../../i18n/locales';
import { callApi } from '../../lib/api';

/** /auth/user/resend_verification: a new link in the language the user reads (throttled: 429). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => callApi(resendVerification, { locale: storedLocale() }) });
}
