/** Each shop's delivery prices (docs/decisions/0248-delivery-fees.md); no row: delivery is free. */
export interface DeliveryFeesTable {
  seller_id: string;
  /** contract/delivery-fees.ts DELIVERY_FEE_MODES */
  mode: string;
  flat_cents: number | null;
  /** per area of Hong Kong; null: the shop does not deliver there */
  hk_island_cents: number | null;
  kowloon_cents: number | null;
  new_territories_cents: number | null;
  outlying_islands_cents: number | null;
  free_above_cents: number | null;
  updated_at: number;
}

export interface DeliveryFeesTables {
  delivery_fees: DeliveryFeesTable;
}
