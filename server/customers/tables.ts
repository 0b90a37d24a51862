/**
 * A shop's customers (docs/decisions/0282-customers.md). One row per person a shop knows; a merged row stays (with
 * `merged_into`) so its account and its till sales keep counting for the entry it was merged into.
 */
export interface CustomersTable {
  id: string;
  seller_id: string;
  /** her account, when known (unique per shop) */
  user_id: string | null;
  name: string;
  /** the name folded for search (server/search/fold.ts) */
  name_key: string;
  /** as typed */
  phone: string;
  /** its digits without Hong Kong's 852 (what the till's search and the uniqueness go by); '' none */
  phone_key: string;
  email: string;
  notes: string;
  /** JSON array of tags */
  tags_json: string;
  /** the random code of her member QR at this shop (null until she opens her card) */
  member_code: string | null;
  /** set when merged: the kept entry's id */
  merged_into: string | null;
  created_at: number;
  updated_at: number;
}

export interface CustomersTables {
  customers: CustomersTable;
  loyalty_settings: LoyaltySettingsTable;
  loyalty_ledger: LoyaltyLedgerTable;
}

/** A shop's loyalty programme (docs/decisions/0283-loyalty.md); no row: off. */
export interface LoyaltySettingsTable {
  seller_id: string;
  /** 'points' | 'stamps' | 'off' */
  kind: string;
  /** the percentage back, in tenths of a percent (50 = 5 %) */
  percent_tenths: number;
  /** a stamp card's size, the stamps that make one unit free (docs/decisions/0289-stamp-cards.md; 0 none) */
  stamps?: number;
  /** a stamp card's reward as JSON ({product_id} or {category}; contract/stamps.ts), null none */
  reward_json?: string | null;
  /** sales paid from this time on earn (when points were started) */
  since: number;
  updated_at: number;
}

/**
 * Points earned by a sale (`earn`) and taken back by its refunds (`refund`), redeemed on a till sale (`redeem`) and
 * given back by its refunds (`unredeem`): one row per sale and kind (docs/decisions/0283-loyalty.md). A stamp card's
 * rows are the same four kinds prefixed `stamps_`, `points` then counting stamps (docs/decisions/0289-stamp-cards.md).
 */
export interface LoyaltyLedgerTable {
  id: string;
  seller_id: string;
  /** the customer entry the sale was for when it earned */
  customer_id: string;
  order_id: string;
  kind: string;
  points: number;
  /** the percentage the sale earned at (its refunds take back at the same) */
  percent_tenths: number;
  created_at: number;
}
