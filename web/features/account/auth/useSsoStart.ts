import { useMutation } from '@tanstack/react-query';
import { ssoStart } from '../../../../contract/sso';
import { callApi } from '../../../lib/api';
import { newPkce } from './sso-pkce';

/**
 * /auth/user/sso_start: a PKCE pair, then off to the provider's sign-in page. With `link`, the identity joins the
 * signed-in account (a fresh proof first: a stale session gets the "confirm it's you" sheet, then the call again;
 * docs/decisions/0255-ways-in.md).
 */
export function useSsoStart() {
  return useMutation({
    mutationFn: async (opts?: { link?: boolean }) => {
      const { challenge } = await newPkce();
      return callApi(ssoStart, { code_challenge: challenge, ...(opts?.link ? { link: true } : {}) });
    },
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
}
