import { useQuery } from '@tanstack/react-query';
import { ssoConfig } from '../../../../contract/sso';
import { callApi } from '../../../lib/api';

/** /auth/user/sso_config as a query: whether the login screen shows the single sign-on button, and its name. */
export const ssoConfigQuery = () => ({
  queryKey: ['sso-config'],
  queryFn: () => callApi(ssoConfig, {}),
  staleTime: 5 * 60_000,
});

/** /auth/user/sso_config: whether the login screen shows the single sign-on button, and its name. */
export function useSsoConfig() {
  return useQuery(ssoConfigQuery());
}
