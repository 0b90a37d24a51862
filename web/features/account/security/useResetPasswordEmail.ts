import { useMutation } from '@tanstack/react-query';
import { resetPasswordEmail } from '../../../../contract/account';
import { callApi } from '../../../lib/api';

/** /auth/user/reset_password_email: always the same answer; throttled (429). */
export function useResetPasswordEmail() {
  return useMutation({ mutationFn: (email: string) => callApi(resetPasswordEmail, { email }) });
}
