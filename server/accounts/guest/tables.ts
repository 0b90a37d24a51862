/**
 * What a guest checkout hands out (docs/decisions/0284-guest-checkout.md), only the SHA-256 of each token kept:
 * `link`: the one-use link mailed for one order; `pass`: what reads that one order and claims its payment.
 */
export interface GuestPassesTable {
  token_hash: string;
  kind: 'link' | 'pass';
  user_id: string;
  /** the one order the token opens (an order id: the accounts domain does not read it, it only compares it) */
  scope: string;
  created_at: number;
  expires_at: number;
  /** when a link was opened (a pass is never used up) */
  used_at: number | null;
}

export interface GuestTables {
  guest_passes: GuestPassesTable;
}
