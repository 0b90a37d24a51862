/**
 * One row per shopper waiting for a sold-out product or variant (docs/decisions/0241-restock-alerts.md). The row
 * is deleted when its notification is written, in the same transaction: told once.
 */
export interface RestockAlertsTable {
  id: string;
  user_id: string;
  /** the product asked about (a variant's parent) */
  product_id: string;
  /** the variant asked about; '' for the product itself (part of the unique key, so not null) */
  variant_id: string;
  created_at: number;
}

export interface RestockAlertTables {
  restock_alerts: RestockAlertsTable;
}
