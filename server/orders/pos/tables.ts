/** An offline POS sale's line that sold more units than the stock had (migration 0710). */
export interface OrderOversoldTable {
  order_id: string;
  product_id: string;
  seller_id: string;
  short_units: number;
  /** when the sale was made (ms) */
  sold_at: number;
}

export interface OfflineSaleTables {
  order_oversold: OrderOversoldTable;
}
