/**
 * Ways in added to and removed from an account (docs/decisions/0255-ways-in.md): the security screen's activity,
 * and the undo link of each addition.
 */
export interface WayInChangesTable {
  id: string;
  user_id: string;
  /** 'added' | 'removed' */
  action: string;
  /** 'wallet' | 'sso' | 'passkey' | 'password' | 'email' */
  kind: string;
  /** what the way in's owner removes it by (address, `issuer subject`, credential id; for email the previous address) */
  ref: string;
  /** what the screen and the mail show */
  label: string;
  created_at: number;
  /** sha-256 of the undo link's token; null for a removal (no undo) */
  undo_token_hash: string | null;
  undone_at: number | null;
}

export interface WaysInTables {
  way_in_changes: WayInChangesTable;
}
