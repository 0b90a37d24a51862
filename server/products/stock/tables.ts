import type { StockReason } from '../../../contract/product-stock';

/**
 * One row per change of a product's stock (docs/decisions/0228-stock-history.md), written in the transaction
 * that changes `products.quantity`: the changes of a product add up to its stock.
 */
export interface StockMovementsTable {
  /** time-ordered (server/db/ids.ts); an opening row reuses its product's id, older than any other */
  id: string;
  product_id: string;
  seller_id: string;
  change: number;
  reason: StockReason;
  note: string | null;
  order_id: string | null;
  /** the staff member acting at the till when it changed (docs/decisions/0280-staff-pins-and-roles.md); null: the owner, a shopper, the system */
  staff_id: string | null;
  stock_after: number;
  created_at: number;
}

export interface StockTables {
  stock_movements: StockMovementsTable;
}
