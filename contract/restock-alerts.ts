import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';

/**
 * "Notify me when it's back" (docs/decisions/0241-restock-alerts.md): a shopper asks about a sold-out product or
 * one of its variants, and is told once, by a notification, when it is in stock again.
 */
export const RestockAlert = z.object({
  product_id: Id,
  /** the variant asked about; null: the product itself */
  variant_id: Id.nullable(),
});
export type RestockAlert = z.infer<typeof RestockAlert>;

export const notifyRestock = defineCall({
  path: '/res/product/notify_restock',
  summary:
    'Tell the caller once, with a notification, when this sold-out product (or its variant) is in stock again. Refused (40980) while it is in stock; asking twice keeps one alert.',
  auth: 'required',
  input: z.strictObject({ id: Id, variant_id: Id.optional() }),
  output: z.object({ message: z.string(), alert: RestockAlert }),
});

export const cancelRestock = defineCall({
  path: '/res/product/cancel_restock',
  summary: 'Forget the caller’s alert for this product (or its variant); nothing happens when there is none.',
  auth: 'required',
  input: z.strictObject({ id: Id, variant_id: Id.optional() }),
  output: Message,
});

export const restockAlerts = defineCall({
  path: '/res/product/restock_alerts',
  summary: 'The caller’s waiting alerts (products and variants asked about, not yet back).',
  auth: 'required',
  input: Empty,
  output: z.object({ items: z.array(RestockAlert) }),
});
