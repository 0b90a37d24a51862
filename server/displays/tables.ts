/**
 * The customer display's pairings (docs/decisions/0278-customer-display.md). One row per pairing code: the till
 * (a seller's session, by its token's hash) asks for it, a display claims it once and holds a token for it. Codes,
 * tokens and stream tickets are stored hashed (SHA-256).
 */
export interface DisplayPairingsTable {
  id: string;
  seller_id: string;
  /** the till: the hash of the seller's session token that asked for the code */
  till_hash: string;
  /** the pairing code's hash until it is claimed (then null: one use) */
  code_hash: string | null;
  code_expires_at: number;
  /** the display token's hash, once claimed */
  token_hash: string | null;
  token_expires_at: number | null;
  /** a single-use ticket for the event stream (one at a time) */
  stream_ticket_hash: string | null;
  stream_ticket_expires_at: number | null;
  /** what the till shows: its POS sale and the stage, or null */
  sale_id: string | null;
  /** 'ringing' | 'paying_fps' | 'done' */
  stage: string | null;
  /** at 'paying_fps' for a split payment: the part paid by FPS, in cents (null: the sale's total) */
  fps_part_cents: number | null;
  created_at: number;
  /** set when the seller unpaired: the token reads nothing any more */
  unpaired_at: number | null;
}

export interface DisplaysTables {
  display_pairings: DisplayPairingsTable;
}
