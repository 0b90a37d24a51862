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
  /** 0 for accounts created without a password (wallet / SSO later): the stored hash is unusable */
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
 * to show its name (server/auth/display-name.ts). Read-only; only server/auth touches `users`.
 */
export interface AccountNamesView {
  id: string;
  username: string | null;
  email: string;
}

export interface AuthTables {
  users: UsersTable;
  account_names: AccountNamesView;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
}
