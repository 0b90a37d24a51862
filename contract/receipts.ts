import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';
import { LocalTime, OrderType, PaymentMethod } from './orders';
import { PaymentPart, RefundPart } from './payment-parts';
import { UNITS } from './units';

/**
 * Receipts customers keep (issue 27; docs/decisions/0170-receipts.md). Every sale (a paid online order or a
 * completed POS sale) has a receipt with its own unguessable link, which the seller shows as a QR code or
 * shares; anyone with the link sees the receipt and nothing else of the shop: no cost, no profit, no fee,
 * no buyer's name, phone or address.
 */

/** 128 random bits, base64url (22 characters) */
export const ReceiptToken = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'not a receipt link');

export const ReceiptLine = z.object({
  name: z.string(),
  quantity: z.number(),
  /** what the quantity and unit price are in: `piece`, or a weight unit (docs/decisions/0233-units-and-weight.md) */
  unit: z.enum(UNITS),
  /** unit price before discount */
  unit_price: z.number(),
  /** the catalogue's discount in percent (0 when none) */
  discount: z.number(),
  /** what this line's own discounts take off (the catalogue's percent and the seller's): quantity × unit_price − total */
  line_discount: z.number(),
  /** what the line came to before the bill's discount: quantity × unit_price − line_discount */
  total: z.number(),
});
export type ReceiptLine = z.infer<typeof ReceiptLine>;

export const ReceiptRefund = z.object({
  refund_number: z.string(),
  time: LocalTime,
  total: z.number(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), total: z.number() })),
  /** the delivery fee it gave back (0 when none; docs/decisions/0248-delivery-fees.md) */
  delivery: z.number(),
  /** the cash rounding it gave back, in `total` (signed; 0 when none; docs/decisions/0264-cash-rounding.md) */
  rounding: z.number(),
  /** a split sale's refund: what went back to each method (empty otherwise; docs/decisions/0281-split-payments.md) */
  parts: z.array(RefundPart).optional(),
});

export const Receipt = z.object({
  /** the shop as customers see it: its public name, and its first store-pickup address and phone */
  shop: z.object({
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  sale_number: z.string(),
  order_type: OrderType,
  /** when it was paid, Hong Kong time */
  time: LocalTime,
  /** the staff member who rang it up at a shared till, as the owner named her (decision 0280); absent when none */
  served_by: z.string().optional(),
  lines: z.array(ReceiptLine),
  /** the sum of the lines' totals (docs/decisions/0262-receipt-lines-add-up.md) */
  subtotal: z.number(),
  /** the bill's discount: total = subtotal − discount + delivery */
  discount: z.number(),
  /**
   * the part of `discount` the customer's loyalty points paid, on a row of its own under the shop's discount
   * (`discount − points`; contract/sale-figures.ts billDiscountRows); 0 when none (docs/decisions/0283-loyalty.md)
   */
  points_discount: z.number().optional(),
  /** the points redeemed for it (0 when none) */
  points_redeemed: z.number().int().optional(),
  /**
   * the part of `discount` a full stamp card's free item took off, on a row of its own (0 when none;
   * docs/decisions/0289-stamp-cards.md)
   */
  stamps_discount: z.number().optional(),
  /**
   * the customer's loyalty points this sale earned, at a shop running points (docs/decisions/0283-loyalty.md, "On
   * the receipt"): as earned when it was paid, a later refund does not lower it; absent for a sale without a
   * customer or that earned under no points programme
   */
  points_earned: z.number().int().optional(),
  /**
   * her points as of this sale: every sale of hers paid up to and including this one, and the refunds made by
   * then, as the paper receipt printed at the till said (a later refund does not change it). Only for the shop and
   * the customer herself (signed in); absent for anyone else holding the link
   */
  points_balance: z.number().int().optional(),
  /** the stamps this sale earned, at a shop running a stamp card (docs/decisions/0289-stamp-cards.md) */
  stamps_earned: z.number().int().optional(),
  /** the stamps that fill her card, with `stamps_earned` ("Stamps: 4 of 8") */
  stamps_card_size: z.number().int().optional(),
  /** her stamps as of this sale ("4" of 8), as `points_balance`: only for the shop and the customer herself */
  stamps_balance: z.number().int().optional(),
  /** the delivery fee of an online order delivered (0 when none; docs/decisions/0248-delivery-fees.md) */
  delivery: z.number(),
  /** a cash payment's rounding to 10¢, on its own row (signed; 0 when none; docs/decisions/0264-cash-rounding.md) */
  rounding: z.number(),
  /** what was paid: subtotal − discount + delivery + rounding */
  total: z.number(),
  payment_method: PaymentMethod.nullable(),
  /**
   * a sale paid by several methods (`payment_method.kind` 'split'): one row per method, the cash with what was
   * handed over and the change (empty for a sale paid by one method; docs/decisions/0281-split-payments.md)
   */
  payments: z.array(PaymentPart).optional(),
  refunds: z.array(ReceiptRefund),
  /** total − the refunds */
  net_total: z.number(),
});
export type Receipt = z.infer<typeof Receipt>;

export const receiptLink = defineCall({
  path: '/res/receipt/link',
  summary:
    'The link of a sale’s receipt (made on first request, the same afterwards): for its seller, and for the buyer of an online order. Only sales have receipts.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({ token: ReceiptToken, path: z.string() }),
});

export const receiptGet = defineCall({
  path: '/res/receipt/get',
  summary:
    'A receipt by its link’s token. No login: whoever holds the link sees the receipt and nothing else; the customer’s loyalty balance as of the sale only for the shop and the customer herself, signed in.',
  auth: 'optional',
  input: z.strictObject({ token: ReceiptToken }),
  output: Receipt,
});
