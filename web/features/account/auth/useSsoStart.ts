import { useMutation } from '@tanstack/react-query';
import { ssoStart } from '../../../../contract/sso';
import { callApi } from '../../../lib/api';
import { newPkce } from './sso-pkce';

/** /auth/user/sso_start: a PKCE pair, then off to the provider's sign-in page. */
export function useSsoStart() {
  return useMutation({
    mutationFn: async () => {
      const { challenge } = await newPkce();
      return callApi(ssoStart, { code_challenge: challenge });
    },
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
}
