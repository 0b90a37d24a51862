import { z } from 'zod';
import { defineCall } from './call';

/**
 * A shop's selling settings (docs/decisions/0264-cash-rounding.md). `cash_rounding`: cash payments round their
 * total to 10¢, half up (Hong Kong's smallest coin is 10¢); on unless the seller switches it off. FPS, cards and
 * wallets always pay to the cent.
 */
export const SellingSettings = z.object({
  cash_rounding: z.boolean(),
});
export type SellingSettings = z.infer<typeof SellingSettings>;

/** what a shop that never changed them sells with */
export const DEFAULT_SELLING_SETTINGS: SellingSettings = { cash_rounding: true };

export const sellingSettings = defineCall({
  path: '/res/selling_settings/get',
  summary: "The seller's own selling settings (cash rounding to 10¢, on by default).",
  auth: 'seller',
  input: z.strictObject({}),
  output: SellingSettings,
});

export const updateSellingSettings = defineCall({
  path: '/res/selling_settings/update',
  summary:
    'The seller changes her selling settings: cash_rounding rounds cash totals to 10¢. Sales already paid keep their rounding.',
  auth: 'seller',
  input: z.strictObject({ cash_rounding: z.boolean() }),
  output: SellingSettings,
});
