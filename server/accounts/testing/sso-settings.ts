import type { TestClient, TestOidcProvider } from '../../testing/oidc-provider';

/**
 * The server settings that turn single sign-on on (docs/decisions/0102-single-sign-on.md) against a test provider,
 * for `client` coming back to `redirect`, named 'Vio' on the login page. The SSO and ways-in tests wrote the same
 * five settings; a test of one setting (the client's authentication, say) still writes its own.
 */
export function ssoSettings(
  provider: TestOidcProvider,
  client: TestClient,
  redirect: string,
): Record<string, string> {
  return {
    SSO_ISSUER: provider.issuer,
    SSO_CLIENT_ID: client.client_id,
    SSO_CLIENT_SECRET: client.client_secret,
    SSO_REDIRECT_URI: redirect,
    SSO_NAME: 'Vio',
  };
}
