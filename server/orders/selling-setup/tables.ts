/** Each seller's setup to sell (docs/decisions/0272-seller-onboarding.md); no row: nothing chosen or skipped yet. */
export interface SellingSetupTable {
  seller_id: string;
  /** contract/selling-setup.ts ShopTrade, or null before she says */
  trade: string | null;
  /** JSON array of the SetupStep names she skipped */
  skipped: string;
  /** JSON of her last practice sale (contract PracticeSale), or null: never an order, never in a figure */
  practice_sale: string | null;
  updated_at: number;
}

export interface SellingSetupTables {
  selling_setup: SellingSetupTable;
}
