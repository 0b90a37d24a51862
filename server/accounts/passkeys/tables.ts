/** passkeys registered to accounts (migration 0030, docs/decisions/0256-passkeys.md) */
export interface PasskeysTable {
  /** the credential id, base64url: the primary key makes one passkey belong to one account */
  credential_id: string;
  user_id: string;
  /** the COSE public key, base64url */
  public_key: string;
  /** the authenticator's signature counter (0 for synced passkeys, which do not count) */
  sign_count: number;
  /** JSON array of transports the browser reported, or null */
  transports: string | null;
  label: string;
  created_at: number;
  last_used_at: number | null;
}

/** challenges handed to browsers: single use, 5 minutes, for one purpose (and one account when signed in) */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'login' | 'reauth';
  user_id: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PasskeyTables {
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
