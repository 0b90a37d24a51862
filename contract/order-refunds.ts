import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';
import { IdempotencyKey, LocalTime, Quantity } from './orders';
import { PaymentPart, RefundPart } from './payment-parts';
import { SPLIT_PARTS_MAX } from './split-payments';
import { UNITS } from './units';

/**
 * Refunds of sales: POS sales and online orders after payment (issue 19;
 * docs/decisions/0091-refunds.md). Full or per line, with a reason; stock goes back per line when asked.
 * The sale's total, fee and profit are reduced by what was refunded; never more than was paid.
 */
export const RefundLineInput = z.strictObject({
  product_id: Id,
  /** the line's variant, for a product with variants (docs/decisions/0236-variants.md) */
  variant_id: Id.optional(),
  quantity: Quantity,
  /** put the units back in stock (false for damaged goods) */
  restock: z.boolean(),
});

export const RefundLine = z.object({
  product_id: Id,
  variant_id: Id.optional(),
  name: z.string(),
  quantity: z.number(),
  restock: z.boolean(),
  /** money returned for this line */
  total: z.number(),
});

export const Refund = z.object({
  refund_id: Id,
  /** receipt number: last 8 characters of the id, upper case */
  refund_number: z.string(),
  order_id: Id,
  reason: z.string(),
  created_at: LocalTime,
  /** money returned */
  total: z.number(),
  /** the part of `total` that gave the delivery fee back (0 when it did not; docs/decisions/0248-delivery-fees.md) */
  delivery_fee: z.number(),
  /**
   * the part of `total` that gave cash rounding back (signed; 0 for a sale paid to the cent): a cash-rounded
   * sale's refunds give back round10(refunded so far) − round10(refunded before), docs/decisions/0264-cash-rounding.md
   */
  rounding: z.number(),
  /** seller only: the part of the fee given back, and the change of the sale's profit (negative or 0) */
  transaction_fee: z.number().optional(),
  profit_change: z.number().optional(),
  lines: z.array(RefundLine),
  /** a split sale's refund: what went back to each method (empty otherwise; docs/decisions/0281-split-payments.md) */
  parts: z.array(RefundPart).optional(),
});
export type Refund = z.infer<typeof Refund>;

export const RefundSummary = z.object({
  order_id: Id,
  /** what the buyer paid, the delivery fee and the cash rounding included */
  paid: z.number(),
  /** what rounding the cash payment added (signed; 0 when none; docs/decisions/0264-cash-rounding.md) */
  rounding: z.number(),
  /**
   * true when the sale was paid in cash to a whole 10¢: each refund gives back
   * refundCashCents(refunded_exact, its exact amount, true) from contract/sale-figures.ts
   */
  cash_rounding: z.boolean(),
  /** what the refunds so far gave back before their rounding (the line shares and the delivery fee) */
  refunded_exact: z.number(),
  /** the delivery fee the order was placed with (0 for none), and whether a refund gave it back */
  delivery_fee: z.number(),
  delivery_fee_refunded: z.boolean(),
  refunded: z.number(),
  /** paid − refunded */
  refundable: z.number(),
  lines: z.array(
    z.object({
      product_id: Id,
      variant_id: Id.optional(),
      name: z.string(),
      quantity: z.number(),
      /** what the quantities are in (docs/decisions/0233-units-and-weight.md) */
      unit: z.enum(UNITS),
      refunded_quantity: z.number(),
      /** unit price before discounts */
      price: z.number(),
      /**
       * what the line paid, after its own discount and its share of the bill's: a refund of part of the line gives
       * back the same share of it (contract/sale-figures.ts refundShareCents), and the refund sheet shows that
       */
      total: z.number(),
    }),
  ),
  refunds: z.array(Refund),
  /** a split sale's parts, what each paid and got back so far (empty for a sale paid by one method; decision 0281) */
  payments: z.array(PaymentPart).optional(),
});
export type RefundSummary = z.infer<typeof RefundSummary>;

export const REFUND_REASON_MAX = 200;

export const refund = defineCall({
  path: '/res/order/refund',
  summary:
    'The seller refunds a sale (a completed POS sale or a paid online order): `lines` omitted = everything not refunded yet, back in stock unless `restock_all` is false, and the delivery fee unless `delivery_fee` is false; with `lines` (which may be empty) the delivery fee is given back only when `delivery_fee` is true. Never more than paid (409). Repeating with the same idempotency_key answers the first refund.',
  auth: 'seller',
  input: z.strictObject({
    id: Id,
    reason: z.string().trim().min(1).max(REFUND_REASON_MAX),
    lines: z.array(RefundLineInput).max(100).optional(),
    restock_all: z.boolean().optional(),
    /** give the delivery fee back too (docs/decisions/0248-delivery-fees.md) */
    delivery_fee: z.boolean().optional(),
    /**
     * a split sale: the part of its payment (`payments[].seq`) the seller gives back to first; left out, the most
     * recent part first (docs/decisions/0281-split-payments.md)
     */
    back_to: z.number().int().min(0).max(SPLIT_PARTS_MAX).optional(),
    idempotency_key: IdempotencyKey,
  }),
  output: z.object({ message: z.string(), refund: Refund, summary: RefundSummary }),
});

export const refunds = defineCall({
  path: '/res/order/refunds',
  summary: 'What was paid and refunded for an order, line by line, with its refunds (buyer or seller).',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: RefundSummary,
});
