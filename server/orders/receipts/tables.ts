/**
 * A sale's receipt link (docs/decisions/0170-receipts.md): one per sale, made on first request. The token is
 * kept as it is (not hashed): it opens one receipt, which its seller must be able to show again as a QR code.
 */
export interface OrderReceiptLinksTable {
  order_id: string;
  /** 128 random bits, base64url; unique */
  token: string;
  created_at: number;
}

export interface ReceiptsTables {
  order_receipt_links: OrderReceiptLinksTable;
}
