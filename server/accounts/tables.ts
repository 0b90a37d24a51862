import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  /** lower-cased email: unique, so addresses differing only in case are one account */
  email_normalized: string;
  username: string | null;
  username_normalized: string | null;
  password_hash: string;
  role: 's' | 'c';
  created_at: number;
  /** the language of the user's mails (en, zh-HK, zh-CN); migration 0010 */
  locale: Generated<string>;
  email_verified_at: number | null;
  /** 0 for accounts created without a password (wallet or SSO sign-ups): the stored hash is unusable */
  has_password: Generated<number>;
}

export interface SessionsTable {
  /** sha-256 of the token: a stolen database does not yield usable tokens */
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** public id of the session (the security screen names sessions by it, never by token hash) */
  id: string | null;
  user_agent: string | null;
  /** updated at most once a minute by authenticate */
  last_seen_at: number | null;
}

/** one-time links sent by mail: only the SHA-256 of the token is stored */
export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'verify' | 'reset' | 'email';
  /** for purpose 'email': the address that takes effect when the link is opened */
  new_email: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/**
 * The auth domain's published read model (a view, migration 0015): what other domains may read of an account,
 * to show its name (server/accounts/display-name.ts). Read-only; only server/accounts touches `users`.
 */
export interface AccountNamesView {
  id: string;
  username: string | null;
  email: string;
}

/** wallet addresses linked to accounts (migration 0011, docs/decisions/0101-sign-in-with-ethereum.md) */
export interface WalletAddressesTable {
  /** lower-case 0x address: the primary key makes one address belong to one account */
  address: string;
  user_id: string;
  created_at: number;
}

/** Sign-In with Ethereum nonces: single use, 10 minutes */
export interface WalletNoncesTable {
  nonce: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

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

export interface AccountsTables {
  users: UsersTable;
  account_names: AccountNamesView;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  wallet_addresses: WalletAddressesTable;
  wallet_nonces: WalletNoncesTable;
  sso_identities: SsoIdentitiesTable;
  sso_attempts: SsoAttemptsTable;
}
