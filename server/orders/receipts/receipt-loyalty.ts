/**
 * A receipt's loyalty (docs/decisions/0283-loyalty.md, "On the receipt"): the customers domain keeps the points
 * and stamps; the receipt asks it what a sale earned and the customer's balance as of that sale. The orders domain
 * hands over, with the sale, what refunds had taken back by the time it was paid, so the balance is the one the
 * paper receipt printed at the till said, whatever was refunded later.
 */
export interface ReceiptLoyalty {
  /** what the sale earned and her balance as of it; null when it earned under no programme (or has no customer) */
  of(sale: LoyaltySale): Promise<ReceiptLoyaltyFigures | null>;
  /** whether a signed-in person is the sale's customer (her account's entry at the shop, merged entries too) */
  isCustomer(sale: LoyaltySale, userId: string): Promise<boolean>;
}

/** a paid sale as the customers domain reads it for its receipt */
export interface LoyaltySale {
  sellerId: string;
  orderId: string;
  /** a till sale's customer entry; null for a walk-in or an online order */
  customerId: string | null;
  /** an online order's buyer (then her account's entry at the shop is the customer) */
  buyerId: string | null;
  orderType: string;
  paidAt: number;
  /** what the refunds made up to the sale's payment had taken back of these sales (of any customer's) */
  refundedByThen(orderIds: string[]): Promise<RefundedByThen>;
}

/** refunds made by a time: per sale the money and items given back, per sale and product the quantity */
export interface RefundedByThen {
  sales: { order_id: string; refunded_cents: number; refunded_units: number }[];
  lines: { order_id: string; product_id: string; quantity: number }[];
}

export type ReceiptLoyaltyFigures =
  | { kind: 'points'; earned: number; balance: number }
  | { kind: 'stamps'; earned: number; balance: number; size: number };
