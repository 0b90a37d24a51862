import type { Unit } from '../../../contract/units';

/**
 * Orders (online carts and placed orders, POS sales) and their lines, owned by the orders core.
 * Money in integer cents, times in ms.
 */
export interface OrdersTable {
  id: string;
  order_type: 'Online-Sell' | 'POS-Sell';
  /** the staff member who took a POS sale's payment (decision 0280); null: none acted */
  staff_id?: string | null;
  status: string;
  /** null for a POS sale */
  buyer_id: string | null;
  /** null for an online cart (several sellers); set when placed, and for POS drafts */
  seller_id: string | null;
  /** the buyer's id for an online cart, null otherwise: unique, so a user has at most one cart */
  cart_owner: string | null;
  message: string;
  /** fixed when placed (online) or paid (POS); 0 for drafts */
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
  units: number;
  /** 1 while the order holds stock it took (placed online orders until cancelled; completed POS sales) */
  holds_stock: number;
  delivery_kind: string | null;
  delivery_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  delivery_hours: string | null;
  /** the delivery fee the order was placed with, in total_cents too (0 for pickup and POS; decision 0248) */
  delivery_fee_cents: number;
  /** the transaction fee charged on the delivery fee (in fee_cents too), given back with it */
  delivery_txn_fee_cents: number;
  /** the area of Hong Kong it goes to, when known */
  delivery_area: string | null;
  payment_kind: string | null;
  payment_code_id: string | null;
  payment_label: string | null;
  created_at: number;
  updated_at: number;
  placed_at: number | null;
  paid_at: number | null;
  shipped_at: number | null;
  /** a shipped order's courier (contract/couriers.ts) and tracking number, when the seller gave them */
  courier: string | null;
  tracking_number: string | null;
  completed_at: number | null;
  cancelled_at: number | null;
  /** the bill's discount as the seller gave it (JSON {amount} or {percent}), null for none (decision 0232) */
  discount_json: string | null;
  /** the cents it took off (fixed with the totals; 0 for drafts, which are priced on read) */
  discount_cents: number;
  /**
   * what a cash payment's rounding to 10¢ added to total_cents (signed, −4..+5; 0 for any other way of paying and
   * before payment): docs/decisions/0264-cash-rounding.md. Never in a line, the fee or the profit.
   */
  rounding_cents: number;
  /**
   * 1 for an FPS sale recorded offline until the seller ticks it against her bank app (she could not see the money
   * arrive: docs/decisions/0276-fps-offline-to-check.md); 0 for every other sale
   */
  to_check: number;
  /** the member who approved an offline sale's discount or typed price with her PIN (migration 0830; decision 0288) */
  approved_by?: string | null;
  /** what an offline sale did without a valid approval, comma-joined permissions; null when nothing (decision 0288) */
  unapproved?: string | null;
  /** a till sale's customer entry (server/customers/, migration 0820; decision 0282), null for a walk-in */
  customer_id?: string | null;
  /**
   * loyalty points (docs/decisions/0283-loyalty.md, migration 1520): on a till draft the points the seller asked to
   * redeem, on a paid sale the points it used; 0 for every other order
   */
  redeem_points?: number;
  /** the part of discount_cents those points paid, one cent a point (0 for drafts, which are priced on read) */
  points_cents?: number;
  /**
   * a full stamp card (docs/decisions/0289-stamp-cards.md, migration 1521): on a till draft the card's stamps it
   * would use (0: none), on a paid sale the stamps it used
   */
  redeem_stamps?: number;
  /** the part of discount_cents the card's free item took off (on a draft: as last updated) */
  stamps_cents?: number;
}

export interface OrderLinesTable {
  order_id: string;
  /** the product sold; for a variant, the variant's own row (docs/decisions/0236-variants.md) */
  product_id: string;
  /** a variant's line: the product it is a kind of (the API shows it as product_id, and product_id as variant_id) */
  variant_of: string | null;
  seller_id: string;
  position: number;
  /** in `unit`: whole pieces, or a weight to the thousandth (numeric(14,3) on PostgreSQL; decision 0233) */
  quantity: number;
  /** what the price is per, the product's unit when the line was fixed */
  unit: Unit;
  name: string;
  thumbnail: string | null;
  /** the catalogue's figures when fixed (placed / paid); refreshed on read while a draft */
  price_cents: number;
  discount_bp: number;
  cost_cents: number;
  unit_cents: number;
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
  /** this line's own discount as the seller gave it (JSON {amount} or {percent}), null for none (decision 0232) */
  discount_json: string | null;
  /** cents the line's own discount takes off unit × quantity */
  line_off_cents: number;
  /** this line's share of the bill's discount; total = unit × quantity − line_off − bill_off */
  bill_off_cents: number;
}

export interface OrdersTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
}
