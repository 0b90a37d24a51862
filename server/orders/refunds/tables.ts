/** One refund of a sale (docs/decisions/0091-refunds.md); the figures are what it took off the sale. */
export interface OrderRefundsTable {
  id: string;
  order_id: string;
  seller_id: string;
  reason: string;
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
  units: number;
  /** the part of total_cents that gave the delivery fee back (docs/decisions/0248-delivery-fees.md) */
  delivery_cents: number;
  /**
   * the part of total_cents that gave cash rounding back: total_cents is the cash handed over, the exact refund
   * plus this (docs/decisions/0264-cash-rounding.md; 0 for a sale paid to the cent)
   */
  rounding_cents: number;
  created_at: number;
  /** the staff member who made the refund, and the one who approved it with her PIN (decision 0280) */
  staff_id?: string | null;
  approved_by?: string | null;
}

export interface OrderRefundLinesTable {
  refund_id: string;
  order_id: string;
  product_id: string;
  quantity: number;
  /** 1 when the units went back to stock */
  restock: number;
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
}

/** what a refund of a split sale gave back to each part of its payment (docs/decisions/0281-split-payments.md) */
export interface OrderRefundPaymentsTable {
  refund_id: string;
  /** the part of the payment (order_payments.seq) */
  seq: number;
  order_id: string;
  kind: string;
  code_id: string | null;
  label: string;
  amount_cents: number;
}

export interface RefundsTables {
  order_refunds: OrderRefundsTable;
  order_refund_lines: OrderRefundLinesTable;
  order_refund_payments: OrderRefundPaymentsTable;
}
