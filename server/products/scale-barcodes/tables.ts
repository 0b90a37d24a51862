import type { ScaleLayout } from '../../../contract/scale-barcode-codes';

/** A seller's label-scale setting (docs/decisions/0234-label-scale-barcodes.md); no row: `off`. */
export interface ScaleSettingsTable {
  seller_id: string;
  layout: ScaleLayout;
  updated_at: number;
}

export interface ScaleBarcodeTables {
  pos_scale_settings: ScaleSettingsTable;
}
