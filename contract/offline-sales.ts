import { z } from 'zod';
import { defineCall } from './call';
import { Id, Money } from './common';
import { Discount } from './discounts';
import { IdempotencyKey, LocalTime, Sale } from './orders';
import { PaymentPartsInput } from './split-payments';
import { hasAtMost3Decimals, UNITS } from './units';

/**
 * Sales made at the point of sale while offline, sent later in one request each (issue 13,
 * docs/decisions/0081-offline-point-of-sale.md). The sale is already done (the goods are gone), so it is
 * recorded even when the stock ran out meanwhile: the missing units are recorded as oversold.
 */

export const OfflineSaleItem = z.strictObject({
  product_id: Id,
  /** which of the product's variants (docs/decisions/0236-variants.md) */
  variant_id: Id.optional(),
  /** whole for pieces, a weight to the thousandth (docs/decisions/0233-units-and-weight.md) */
  quantity: z
    .number()
    .positive()
    .max(9999)
    .refine(hasAtMost3Decimals, { message: 'at most 3 decimal places' }),
  /** the unit `quantity` is in when not the product's own (converted, as an online line's) */
  unit: z.enum(UNITS).optional(),
  /** an open-price product's price typed at the till (required for those, ignored for the others) */
  price: Money.optional(),
  /** the seller's discount of this line (decision 0232); more than the line takes the whole line */
  discount: Discount.optional(),
});

export const OversoldLine = z.object({
  order_id: Id,
  product_id: Id,
  name: z.string(),
  /** units sold that the stock did not have */
  short_units: z.number(),
  /** the product's stock now */
  stock: z.number(),
  /** when the sale was made, Hong Kong time */
  time: LocalTime,
});
export type OversoldLine = z.infer<typeof OversoldLine>;

export const recordOfflineSale = defineCall({
  path: '/res/order/offline_sale',
  summary:
    'Records a whole POS sale made offline (products, quantities, payment method, when it was sold) as a completed sale, in one request. A sale paid by several methods sends `payments` instead of `method`: [{ method, amount }] as received_payment takes them (cash the cash handed over, change only from cash; parts that do not pay the bill → 422; docs/decisions/0281-split-payments.md). Repeating with the same idempotency_key (any number of times, also at once) records it once and returns the first answer. Stock is taken up to what is left; units beyond it are recorded as oversold.',
  auth: 'seller',
  input: z
    .strictObject({
      idempotency_key: IdempotencyKey,
      /** cash, fps (the FPS code drawn with the amount) or a payment code id; or `payments` instead */
      method: Id.optional(),
      /** a split payment (docs/decisions/0281-split-payments.md): the parts, as received_payment takes them */
      payments: PaymentPartsInput.optional(),
      /** when the sale was made (ms since the epoch); clamped to the last 30 days and now */
      sold_at: z.number().int().nonnegative(),
      items: z.array(OfflineSaleItem).min(1).max(100),
      /** the bill's discount given on the offline till (docs/decisions/0232-till-discounts.md) */
      discount: Discount.optional(),
      /** the staff member the offline till was unlocked for (docs/decisions/0280-staff-pins-and-roles.md): one of the shop's */
      staff_id: Id.optional(),
      /**
       * the member who approved with her PIN on the offline till what `staff_id` may not do alone: a discount above
       * the shop's limit or a typed price (docs/decisions/0288-offline-manager-approval.md). A sale whose rights do
       * not hold is recorded all the same, marked to check with the reason (`Order.unapproved`)
       */
      approved_by: Id.optional(),
    })
    .refine((v) => (v.method === undefined) !== (v.payments === undefined), {
      message: 'send method or payments, one of them',
      path: ['method'],
    }),
  output: z.object({
    order_id: Id,
    /** what was paid: a cash sale's total rounded to 10¢ (docs/decisions/0264-cash-rounding.md) */
    total: z.number(),
    /** what the cash rounding added to `total` (signed; 0 for other ways of paying) */
    rounding: z.number(),
    transaction_fee: z.number(),
    total_profit: z.number(),
    oversold: z.array(OversoldLine),
  }),
});

export const oversoldSales = defineCall({
  path: '/res/order/oversold',
  summary: 'The seller’s sales (newest first, at most 50) that sold more units than the stock had.',
  auth: 'seller',
  input: z.strictObject({}),
  output: z.object({ items: z.array(OversoldLine) }),
});

/**
 * FPS sales recorded offline are "to check" (docs/decisions/0276-fps-offline-to-check.md): offline, the seller could
 * not see the money arrive in her bank, so after sync she ticks each one against her bank app.
 */
export const TO_CHECK_LIST = 50;

export const toCheckSales = defineCall({
  path: '/res/order/list_to_check',
  summary: `The seller’s FPS sales recorded offline that she has not yet ticked against her bank app (to_check true), newest first, at most ${TO_CHECK_LIST}, with how many there are in all.`,
  auth: 'seller',
  input: z.strictObject({}),
  output: z.object({ items: z.array(Sale), count: z.number().int() }),
});

export const checkedSale = defineCall({
  path: '/res/order/checked',
  summary:
    'The seller ticks one of her sales as checked against her bank app: an FPS sale recorded offline stops being to check. Only the sale’s seller (anyone else: 404). Repeating it changes nothing; the answer is the sale’s flag as it now is.',
  auth: 'seller',
  input: z.strictObject({ order_id: Id }),
  output: z.object({ order_id: Id, to_check: z.boolean() }),
});
