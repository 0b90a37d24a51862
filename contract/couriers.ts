import { z } from 'zod';

/**
 * How a shipped order travels (docs/decisions/0243-couriers-and-buy-again.md): the couriers Hong Kong stalls use, the
 * seller's tracking number, and the courier's public tracking page for it in the reader's language.
 */
export const COURIERS = ['sf_express', 'hongkong_post', 'other'] as const;
export const Courier = z.enum(COURIERS);
export type Courier = z.infer<typeof Courier>;

export const TRACKING_NUMBER_MAX = 40;
/** letters, digits, spaces and dashes as printed on a waybill (spaces are dropped) */
export const TrackingNumber = z
  .string()
  .trim()
  .min(1)
  .max(TRACKING_NUMBER_MAX)
  .regex(/^[A-Za-z0-9 -]+$/, { message: 'letters, digits and dashes only' })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase());

export const Shipment = z.object({
  courier: Courier,
  /** null when the seller gave none */
  tracking_number: z.string().nullable(),
});
export type Shipment = z.infer<typeof Shipment>;

/** The courier's tracking page for this number, or null (no number, or a courier without a public page). */
export function trackingUrl(shipment: Shipment, locale: string): string | null {
  const n = shipment.tracking_number;
  if (!n) return null;
  const lang = locale === 'zh-HK' ? 'tc' : locale === 'zh-CN' ? 'sc' : 'en';
  const q = encodeURIComponent(n);
  if (shipment.courier === 'sf_express')
    return `https://htm.sf-express.com/hk/${lang}/dynamic_function/waybill/#search/bill-number/${q}`;
  if (shipment.courier === 'hongkong_post')
    return `https://www.hongkongpost.hk/${lang}/mail_tracking/index.html?trackcode=${q}`;
  return null;
}
