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

export interface CredentialsTables {
  auth_tokens: AuthTokensTable;
}
