import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';
import { LocalTime, Order } from './orders';

/**
 * Paying an online order from the phone (issue 19; docs/decisions/0090-payment-claims.md).
 * The shopper says "I have paid" (optionally with the bank's reference and a screenshot): the order stays
 * `pending_payment` and carries a claim. The seller confirms with `/res/order/received_payment` (as before)
 * or rejects the claim, after which the shopper may claim again.
 */
export const PAYMENT_CLAIM_STATES = ['claimed', 'rejected'] as const;
export const PaymentClaimState = z.enum(PAYMENT_CLAIM_STATES);

export const PaymentClaim = z.object({
  order_id: Id,
  state: PaymentClaimState,
  /** the payment app's reference, as the shopper typed it ('' when none) */
  reference: z.string(),
  /**
   * the address of the screenshot of the payment, or null: `GET /api/claim-img/<order id>/<hash>/1280.webp` (320
   * and 640 too) with the session of the order's buyer or seller, never public (docs/decisions/0259-keys-claims-openapi.md)
   */
  screenshot: z.string().nullable(),
  claimed_at: LocalTime,
  rejected_at: LocalTime.nullable(),
  /** why the seller rejected it ('' when none given) */
  reject_reason: z.string(),
});
export type PaymentClaim = z.infer<typeof PaymentClaim>;

export const claimPayment = defineCall({
  path: '/res/order/claim_payment',
  summary:
    'The buyer of an online order awaiting payment says it is paid, with an optional reference. Claiming again replaces the reference (also after a rejection). Others: 404; not awaiting payment: 409.',
  auth: 'required',
  input: z.strictObject({ id: Id, reference: z.string().trim().max(100).optional() }),
  output: z.object({ message: z.string(), claim: PaymentClaim }),
});

export const claimScreenshot = defineCall({
  path: '/res/order/claim_screenshot',
  summary:
    'Attach a screenshot of the payment to the caller’s claim (multipart, one image in `files` or `file`, query ?id=<order id>). The buyer only, after claim_payment. The screenshot is private: the claim’s `screenshot` is an address that answers the order’s buyer and seller only (Authorization: Bearer), 403 anyone else.',
  auth: 'required',
  multipart: true,
  input: z.strictObject({}),
  output: z.object({ message: z.string(), claim: PaymentClaim }),
});

export const ClaimScreenshotQuery = z.object({ id: Id });

export const rejectPayment = defineCall({
  path: '/res/order/reject_payment',
  summary:
    'The seller did not receive the claimed payment: the claim is rejected (the order stays awaiting payment) and the buyer may claim again.',
  auth: 'seller',
  input: z.strictObject({ id: Id, reason: z.string().trim().max(200).optional() }),
  output: z.object({ message: z.string(), claim: PaymentClaim }),
});

export const paymentClaim = defineCall({
  path: '/res/order/payment_claim',
  summary: 'The claim of an order awaiting payment (buyer or seller), or null.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({ claim: PaymentClaim.nullable() }),
});

export const claimedOrders = defineCall({
  path: '/res/order/claimed',
  summary:
    'The seller’s online orders whose buyer says they paid and that await confirmation, oldest claim first (at most 50): the top of the seller’s order list.',
  auth: 'seller',
  input: z.strictObject({}),
  output: z.object({ items: z.array(Order.extend({ claim: PaymentClaim })) }),
});
