import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id } from './common';
import { Quantity } from './orders';
import { UNITS, type Unit } from './units';

/**
 * Setting up a shop to sell (docs/decisions/0272-seller-onboarding.md): a seller's checklist from her shop's name
 * to a practice sale at the till. Each step is done when what it asks for exists (a shop name, a trade, a way to be
 * paid, a pickup place or delivery fees, a product, a practice sale), so the checklist can never send her back to a
 * step she has finished; a step she skips stays skipped until she opens it again. The checklist is over when every
 * step is done or skipped.
 */
export const SETUP_STEPS = [
  'shop_name',
  'trade',
  'payout',
  'delivery',
  'first_product',
  'practice_sale',
] as const;
export const SetupStep = z.enum(SETUP_STEPS);
export type SetupStep = z.infer<typeof SetupStep>;

/** what a shop sells: its units and categories become the product form's defaults */
export const SHOP_TRADES = ['dried_goods', 'tea', 'crafts', 'other'] as const;
export const ShopTrade = z.enum(SHOP_TRADES);
export type ShopTrade = z.infer<typeof ShopTrade>;

/**
 * Each trade's defaults for a new product: the unit it is first sold by, the units offered first, and the
 * category it is filed under (in the seller's language; the form adds it, she may remove it). Tea comes by the
 * tael or in tins (a tin is a piece).
 */
export const TRADE_DEFAULTS: Record<
  ShopTrade,
  { unit: Unit; units: readonly Unit[]; category: string | null }
> = {
  dried_goods: { unit: 'catty', units: ['catty', 'tael'], category: 'dried_goods' },
  tea: { unit: 'tael', units: ['tael', 'piece'], category: 'tea' },
  crafts: { unit: 'piece', units: ['piece'], category: 'crafts' },
  other: { unit: 'piece', units: UNITS, category: null },
};

export const SetupStepState = z.object({
  step: SetupStep,
  state: z.enum(['done', 'skipped', 'todo']),
});

export const PracticeSale = z.object({
  at: z.string(),
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number(), unit: z.enum(UNITS), amount_cents: z.number().int() }),
  ),
  subtotal_cents: z.number().int(),
  rounding_cents: z.number().int(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  change_cents: z.number().int(),
});
export type PracticeSale = z.infer<typeof PracticeSale>;

export const SellingSetup = z.object({
  steps: z.array(SetupStepState),
  /** the first step neither done nor skipped; null when the checklist is over */
  next: SetupStep.nullable(),
  /** every step done or skipped: the checklist is gone for good */
  complete: z.boolean(),
  trade: ShopTrade.nullable(),
  /** the last practice sale: never an order, never in a figure */
  practice_sale: PracticeSale.nullable(),
});
export type SellingSetup = z.infer<typeof SellingSetup>;

export const sellingSetup = defineCall({
  path: '/res/selling_setup/get',
  summary:
    "The seller's setup checklist: each step done (what it asks for exists), skipped or to do, the next one, her shop's trade and her last practice sale.",
  auth: 'seller',
  input: Empty,
  output: SellingSetup,
});

export const setShopTrade = defineCall({
  path: '/res/selling_setup/trade',
  summary:
    "What the shop sells (dried goods, tea, crafts, other): the product form's default unit and category come from it.",
  auth: 'seller',
  input: z.strictObject({ trade: ShopTrade }),
  output: SellingSetup,
});

export const skipSetupStep = defineCall({
  path: '/res/selling_setup/skip',
  summary:
    'Skips a setup step (skipped: true) or brings a skipped one back (false). A step already done stays done.',
  auth: 'seller',
  input: z.strictObject({ step: SetupStep, skipped: z.boolean() }),
  output: SellingSetup,
});

export const practiceSale = defineCall({
  path: '/res/selling_setup/practice_sale',
  summary:
    "A practice sale at the till with the seller's own products, paid in cash: priced as a real sale, but never an order, so it is in no sales list, report, dashboard, day close, stock count or fee.",
  auth: 'seller',
  input: z.strictObject({
    lines: z
      .array(z.strictObject({ product_id: Id, quantity: Quantity }))
      .min(1)
      .max(20),
    paid_cents: z.number().int().min(0).max(100_000_000),
  }),
  output: z.object({ sale: PracticeSale, setup: SellingSetup }),
});
