export interface OrderRequestsTable {
  user_id: string;
  idem_key: string;
  /** 'checkout' | 'received_payment' */
  action: string;
  /** the cart or order the key was used for */
  target: string;
  /**
   * SHA-256 of the first request's canonical body (sorted-key JSON of the parsed input without the key, with the
   * caller and the call); null for keys claimed before migration 0770
   */
  fingerprint: string | null;
  /** JSON of the first answer */
  result: string;
  created_at: number;
}

export interface IdempotencyTables {
  order_requests: OrderRequestsTable;
}
