/** "I have paid" of an online order awaiting payment (docs/decisions/0090-payment-claims.md). */
export interface OrderPaymentClaimsTable {
  order_id: string;
  buyer_id: string;
  seller_id: string;
  /** 'claimed' | 'rejected' */
  state: string;
  reference: string;
  screenshot: string | null;
  claimed_at: number;
  rejected_at: number | null;
  reject_reason: string;
}

/**
 * One method's part of a recorded payment (docs/decisions/0281-split-payments.md): every payment recorded by
 * received_payment has one row per method, in the order they were taken (seq 0, 1, …).
 */
export interface OrderPaymentsTable {
  order_id: string;
  seq: number;
  seller_id: string;
  /** 'cash' or the payment code's type */
  kind: string;
  code_id: string | null;
  label: string;
  /** what this part paid of the sale (cash: handed over − change) */
  amount_cents: number;
  /** what was handed over (= amount_cents but for cash) */
  tendered_cents: number;
  /** the change given back (cash only, else 0) */
  change_cents: number;
  at: number;
}

export interface PaymentClaimsTables {
  order_payment_claims: OrderPaymentClaimsTable;
  order_payments: OrderPaymentsTable;
}
