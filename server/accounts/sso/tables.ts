/** an account's identity at the OpenID provider (docs/decisions/0102-single-sign-on.md) */
export interface SsoIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: number;
}

/**
 * One sign-in attempt at the OpenID provider: `state` (its primary key, sha-256 stored) with the nonce
 * and the PKCE challenge it was started with; used once, 10 minutes. A pending link (the provider's
 * email matches an existing account that must be proved first) keeps the identity here too.
 */
export interface SsoAttemptsTable {
  state_hash: string;
  nonce: string;
  code_challenge: string;
  role: 's' | 'c';
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** set when the provider's answer asks to link: the identity and the account it matched */
  link_token_hash: string | null;
  link_issuer: string | null;
  link_subject: string | null;
  link_user_id: string | null;
}

export interface SsoTables {
  sso_identities: SsoIdentitiesTable;
  sso_attempts: SsoAttemptsTable;
}
