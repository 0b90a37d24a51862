/**
 * Changes of where a seller's money goes (issue 32; docs/decisions/0222-payout-changes.md): each change of the
 * FPS identifier, bank account or payment codes, with what it replaced, so the mailed undo link can put it back.
 */
export interface PayoutChangesTable {
  id: string;
  user_id: string;
  /** 'fps' | 'bank' | 'payment_code_added' | 'payment_code_removed' */
  kind: string;
  /** JSON of what was there before (null when nothing was) */
  before_json: string;
  /** JSON of what is there now, for the activity list (masked where it is a bank account) */
  after_json: string;
  created_at: number;
  /** sha-256 of the undo link's token */
  undo_token_hash: string;
  undone_at: number | null;
}

/** A pause on payout changes after one was undone from its mail. */
export interface PayoutLocksTable {
  user_id: string;
  frozen_until: number;
}

export interface PayoutGuardTables {
  payout_changes: PayoutChangesTable;
  payout_locks: PayoutLocksTable;
}
