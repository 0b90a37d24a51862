import { z } from 'zod';
import { defineCall } from './call';
import { Empty } from './common';
import { SCALE_LAYOUTS } from './scale-barcode-codes';

/**
 * The shop's label-scale setting (docs/decisions/0234-label-scale-barcodes.md): whether codes starting 20–29 carry
 * a price or a weight, or are ordinary barcodes (`off`, the default). The till reads it on every device.
 */
export const ScaleSetting = z.object({ layout: z.enum(SCALE_LAYOUTS) });

export const scaleBarcode = defineCall({
  path: '/res/product/scale_barcode',
  summary:
    'The caller’s label-scale setting: how the till reads EAN-13 codes starting 20–29 (`price`: cents in digits 8–12; `weight`: grams; `off`: as ordinary barcodes).',
  auth: 'seller',
  input: Empty,
  output: ScaleSetting,
});

export const setScaleBarcode = defineCall({
  path: '/res/product/set_scale_barcode',
  summary: 'Set how the caller’s till reads label-scale barcodes (`off`, `price` or `weight`).',
  auth: 'seller',
  input: z.strictObject({ layout: z.enum(SCALE_LAYOUTS) }),
  output: ScaleSetting,
});
