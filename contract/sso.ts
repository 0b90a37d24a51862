import { z } from 'zod';
import { MailLocale, Session } from './auth';
import { defineCall } from './call';
import { Empty, Role } from './common';

/**
 * Single sign-on with an OpenID Connect provider (issue 10; docs/decisions/0102-single-sign-on.md):
 * authorization code flow with PKCE, state and nonce. The browser keeps the PKCE verifier; the server keeps
 * state and nonce, exchanges the code and checks the ID token (signature by the provider's JWKS, iss, aud,
 * exp, nonce).
 */

/** RFC 7636: 43–128 characters of [A-Za-z0-9-._~]; S256 challenges are 43 base64url characters */
const PkceText = z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, { message: 'not a PKCE value' });

export const ssoConfig = defineCall({
  path: '/auth/user/sso_config',
  summary:
    'Whether single sign-on is configured on this server (SSO_ISSUER …) and the name its button shows.',
  auth: 'optional',
  input: Empty,
  output: z.object({ enabled: z.boolean(), name: z.string().nullable() }),
});

export const ssoStart = defineCall({
  path: '/auth/user/sso_start',
  summary:
    'Start a sign-in at the OpenID provider: the browser sends its PKCE S256 challenge; the answer is the provider’s authorization URL with a fresh state and nonce (valid 10 minutes, single use). role is the role of an account the sign-in creates.',
  auth: 'optional',
  input: z.strictObject({
    code_challenge: PkceText,
    role: Role.default('c'),
    /**
     * link the identity to the signed-in caller's account instead of signing in (needs a proof of the last 5
     * minutes: 403 40331 otherwise; docs/decisions/0255-ways-in.md); vio_sso then answers a session of it
     */
    link: z.boolean().optional(),
  }),
  output: z.object({ authorization_url: z.string() }),
});

export const SsoLinkNeeded = z.object({
  link_required: z.literal(true),
  /** the existing account's email, which the provider says the person holds */
  email: z.string(),
  /** proves this pending link to sso_link (single use, 10 minutes) */
  link_token: z.string(),
});

export const vioSso = defineCall({
  path: '/auth/user/vio_sso',
  summary:
    'Finish single sign-on: the code, state (and iss) the provider sent back and the PKCE verifier. Answers like login (token, user_id, role, email; new_account when it created one). When the provider’s verified email belongs to an existing account not yet linked, nothing is linked: link_required with a link_token for sso_link.',
  auth: 'optional',
  input: z.strictObject({
    code: z.string().min(1).max(2048),
    state: z.string().min(1).max(512),
    iss: z.string().max(2048).optional(),
    code_verifier: PkceText,
    locale: MailLocale.optional(),
  }),
  output: z.discriminatedUnion('link_required', [
    Session.extend({ new_account: z.boolean(), link_required: z.literal(false) }),
    SsoLinkNeeded,
  ]),
});

export const ssoLink = defineCall({
  path: '/auth/user/sso_link',
  summary:
    'Link the provider’s identity to the existing account with the same email, after proving that account with its password (wrong guesses count toward the login throttle). Answers like login.',
  auth: 'optional',
  input: z.strictObject({ link_token: z.string().min(20).max(200), passwd: z.string().min(1).max(128) }),
  output: Session,
});
