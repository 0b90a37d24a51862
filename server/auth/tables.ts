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
}

export interface SessionsTable {
  /** sha-256 of the token: a stolen database does not yield usable tokens */
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
}
