export interface OrderRequestsTable {
  user_id: string;
  idem_key: string;
  /** 'checkout' | 'received_payment' */
  action: string;
  /** the cart or order the key was used for */
  target: string;
  /** JSON of the first answer */
  result: string;
  created_at: number;
}

export interface IdempotencyTables {
  order_requests: OrderRequestsTable;
}
