/** Each shop's selling settings (docs/decisions/0264-cash-rounding.md); no row: the defaults. */
export interface SellingSettingsTable {
  seller_id: string;
  /** 1: cash payments round to 10¢ (Hong Kong's smallest coin; the default), 0: cash pays to the cent */
  cash_rounding: number;
  updated_at: number;
}

export interface SellingSettingsTables {
  selling_settings: SellingSettingsTable;
}
