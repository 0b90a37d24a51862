import { z } from 'zod';
import { PaymentMethod } from './orders';

/**
 * A part of a split payment as receipts and refunds show it (docs/decisions/0281-split-payments.md); the money of
 * splits is worked out in ./split-payments.ts.
 */
export const PaymentPart = z.object({
  /** the part's place in the payment (0 first): refunds go back to later parts first */
  seq: z.number().int(),
  method: PaymentMethod,
  /** what this part paid of the sale (cash: handed over − change) */
  amount: z.number(),
  /** what was handed over (cash), else the amount */
  tendered: z.number(),
  /** the change given back from cash (0 for other methods) */
  change: z.number(),
  /** what refunds gave back to this part so far */
  refunded: z.number(),
});
export type PaymentPart = z.infer<typeof PaymentPart>;

/** what one refund of a split sale gave back to one part */
export const RefundPart = z.object({ seq: z.number().int(), method: PaymentMethod, amount: z.number() });
export type RefundPart = z.infer<typeof RefundPart>;
