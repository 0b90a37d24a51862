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

export interface PaymentClaimsTables {
  order_payment_claims: OrderPaymentClaimsTable;
}
