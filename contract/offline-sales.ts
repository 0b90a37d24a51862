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
    'Records a whole POS sale made offline (products, quantities, payment method, when it was sold) as a completed sale, in one request. A sale paid by several methods sends `payments` instead of `method`: [{ method, amount }] as received_payment takes them (cash the cash handed over, change only from cash; parts that do not pay the bill → 422; docs/decisions/0281-split-payments.md). Repeating with the same idempotency_key (any number of times, also at once) records it once and returns the first answer. Stock is taken up to what is left; units beyond it are recorded as oversold. A customer (`customer_id`, or `member_code` from her member QR, resolved at sync) makes it her sale, earning as a till sale does; one not of the shop records a walk-in sale (`customer_dropped: true`), never a refusal.',
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
      /**
       * the sale's customer chosen on the offline till from the shop's customer list kept on the phone
       * (docs/decisions/0283-loyalty.md, "Customers on the offline till"): one of the shop's entries. The sale
       * earns her points or stamps as a till sale with her `customer_id` does (settled when her points are read).
       * An id that is not one of the shop's does not refuse the sale: it is recorded as a walk-in
       * (`customer_dropped` in the answer). Sent instead of `member_code`; when both come, a usable id wins.
       */
      customer_id: Id.optional(),
      /**
       * what the offline till read from a shopper's member QR (`stallfeed:member:<code>`, or the code), resolved at
       * sync exactly as `/res/customer/member` resolves it: her entry at this shop (the kept one if merged). The till
       * cannot resolve it offline (member codes are not kept on the phone). A code of no entry at this shop records
       * a walk-in sale (`customer_dropped`).
       */
      member_code: z.string().trim().max(200).optional(),
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
    /** the shop's customer entry the sale was recorded for (from `customer_id` or `member_code`); null: a walk-in */
    customer_id: Id.nullable(),
    /**
     * true when the sale named a customer (`customer_id` or `member_code`) that is not one of the shop's: it was
     * recorded as a walk-in sale all the same (the sale is done; nothing earns)
     */
    customer_dropped: z.boolean(),
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
