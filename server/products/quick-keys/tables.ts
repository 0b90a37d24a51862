/** One row per quick key of a seller's till (docs/decisions/0230-quick-keys.md), in her order. */
export interface QuickKeysTable {
  seller_id: string;
  product_id: string;
  /** 0 first */
  position: number;
}

export interface QuickKeyTables {
  pos_quick_keys: QuickKeysTable;
}
