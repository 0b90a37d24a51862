import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  /** lower-cased email: unique, so addresses differing only in case are one account */
  email_normalized: string;
  username: string | null;
  username_normalized: string | null;
  /**
   * the username's look-alike keys (contract/name-skeleton.ts), each unique; null without a username, or for one that
   * already looked like an older account's when the keys came (docs/decisions/0260-names-that-impersonate.md)
   */
  username_skeleton: string | null;
  username_skeleton_cased: string | null;
  password_hash: string;
  role: 's' | 'c';
  created_at: number;
  /** the language of the user's mails (en, zh-HK, zh-CN); migration 0010 */
  locale: Generated<string>;
  email_verified_at: number | null;
  /** 0 for accounts created without a password (wallet or SSO sign-ups): the stored hash is unusable */
  has_password: Generated<number>;
  /** when the password was last set (migration 0023); null: at the account's creation */
  password_set_at: number | null;
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
  /** when the person last proved who they are in this session (sign-in or re-authentication); null: created_at */
  proven_at: number | null;
  /**
   * when the way in used for the latest proof was added to the account (migration 0023,
   * docs/decisions/0255-ways-in.md); null: at the account's creation
   */
  proven_way_added_at: number | null;
  /** updated at most once a minute by authenticate */
  last_seen_at: number | null;
}

/**
 * The accounts domain's published read model (a view, migration 0015): what other domains may read of an account,
 * to show its name (server/accounts/core/display-name.ts). Read-only; only server/accounts/core writes `users`.
 */
export interface AccountNamesView {
  id: string;
  username: string | null;
  email: string;
  /** since migration 1620 */
  role: 's' | 'c';
}

/** a device that signed in with the account's password: the sha-256 of its device cookie (migration 0021) */
export interface LoginDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  last_used_at: number;
}

export interface AccountsTables {
  users: UsersTable;
  account_names: AccountNamesView;
  sessions: SessionsTable;
  login_devices: LoginDevicesTable;
}
