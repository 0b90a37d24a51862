import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';
import { LocalTime } from './orders';
import { Product } from './products';
import { hasAtMost3Decimals } from './units';

/**
 * A product's stock history (docs/decisions/0228-stock-history.md): every change of its stock is one entry, so
 * the entries add up to the stock. The reasons a seller gives by hand are the last four.
 */
export const STOCK_REASONS = [
  /** the stock a product had when its history began (products older than the history) */
  'opening',
  /** the stock it was added with */
  'created',
  /** the quantity typed on the edit form */
  'edit',
  /** a CSV import created or changed it */
  'import',
  'online_order',
  'pos_sale',
  'offline_sale',
  /** an order cancelled before payment gives its units back */
  'cancel',
  /** a refund put units back on the shelf */
  'refund',
  'received',
  'damaged',
  'lost',
  'count',
] as const;
export const StockReason = z.enum(STOCK_REASONS);
export type StockReason = z.infer<typeof StockReason>;

export const ADJUST_REASONS = ['received', 'damaged', 'lost', 'count'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

export const STOCK_NOTE_MAX = 200;
export const STOCK_CHANGE_MAX = 1_000_000;
const DECIMALS = { message: 'at most 3 decimal places' };

export const StockEntry = z.object({
  _id: Id,
  /** units added (positive) or taken (negative) */
  change: z.number(),
  reason: StockReason,
  note: z.string().nullable(),
  /** the sale or order that took or gave back the units */
  order_id: Id.nullable(),
  /** the staff member who made it at a shared till (docs/decisions/0280-staff-pins-and-roles.md); null: not at a till */
  staff_id: Id.nullable(),
  /** that member's name as the owner named her (null: not at a till; kept after she is removed) */
  staff_name: z.string().nullable().optional(),
  /** the stock right after this change (of the variant, for a variant's entry) */
  stock_after: z.number(),
  /** the variant whose stock changed, for a product with variants (docs/decisions/0236-variants.md) */
  variant_id: Id.nullable().optional(),
  at: LocalTime,
});
export type StockEntry = z.infer<typeof StockEntry>;

export const adjustStock = defineCall({
  path: '/res/product/adjust_stock',
  summary:
    'Change one of the caller’s products’ stock with a reason: `change` units for received (more than 0), damaged or lost (less than 0), or the `count` found on the shelf (reason count). Stock never goes below 0 (409). The change is added to the product’s stock history.',
  auth: 'seller',
  input: z
    .strictObject({
      id: Id,
      /** one of the product's variants: its stock changes (required for a product with variants) */
      variant_id: Id.optional(),
      /** whole for pieces, to the thousandth for a weight unit (docs/decisions/0233-units-and-weight.md) */
      change: z
        .number()
        .min(-STOCK_CHANGE_MAX)
        .max(STOCK_CHANGE_MAX)
        .refine(hasAtMost3Decimals, DECIMALS)
        .optional(),
      count: z.number().min(0).max(STOCK_CHANGE_MAX).refine(hasAtMost3Decimals, DECIMALS).optional(),
      reason: z.enum(ADJUST_REASONS),
      note: z.string().trim().max(STOCK_NOTE_MAX).optional(),
    })
    .superRefine((v, ctx) => {
      const problem =
        v.reason === 'count'
          ? v.count === undefined || v.change !== undefined
            ? 'a count gives `count`, the units found, and no `change`'
            : null
          : v.change === undefined || v.count !== undefined
            ? '`change` is required (and `count` only goes with reason count)'
            : v.reason === 'received' && v.change <= 0
              ? 'received stock is a change above 0'
              : v.reason !== 'received' && v.change >= 0
                ? `${v.reason} stock is a change below 0`
                : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['change'] });
    }),
  output: z.object({ product: Product, entry: StockEntry }),
});

export const stockHistory = defineCall({
  path: '/res/product/stock_history',
  summary:
    'One of the caller’s products’ stock changes, newest first (sales, refunds, cancels, offline sales, edits, imports and adjustments), each with the stock after it; paged by `cursor` (the last entry’s _id).',
  auth: 'seller',
  input: z.strictObject({
    id: Id,
    /** one variant's history; left out, a product with variants lists all of theirs (and `stock` is the sum) */
    variant_id: Id.optional(),
    cursor: z.string().max(64).nullish(),
    limit: z.number().int().min(1).max(100).default(50),
  }),
  output: z.object({
    stock: z.number(),
    items: z.array(StockEntry),
    next_cursor: z.string().nullable(),
  }),
});
