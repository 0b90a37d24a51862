import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';
import { UNITS } from './units';

/**
 * The customer-facing display (issue 53 item 1; docs/decisions/0278-customer-display.md): a second device paired
 * to one till (the seller's session that asked for the code) shows what that till shows the customer — the shop's
 * name, the sale's lines, discounts and total, the FPS code with the amount, then "Thank you". The display has no
 * account: it holds a display token (from `claim`) that reads its own pairing's screen and nothing else.
 */

/** what the till is at: ringing up lines, showing the FPS code, done (the receipt) */
export const DISPLAY_STAGES = ['ringing', 'paying_fps', 'done'] as const;
export const DisplayStage = z.enum(DISPLAY_STAGES);
export type DisplayStage = z.infer<typeof DisplayStage>;

/** a display token: 256 random bits, base64url */
export const DisplayToken = z.string().min(20).max(100);

/** a pairing code: 8 characters the display takes once (in the QR's url, or typed) */
export const PairingCode = z
  .string()
  .trim()
  .min(6)
  .max(16)
  .transform((s) => s.toUpperCase());

export const pairDisplay = defineCall({
  path: '/res/display/pair',
  summary:
    "The till asks for a pairing code: a display opening `url` (shown as a QR) takes it with /res/display/claim within 5 minutes, once. The pairing belongs to this till (the seller's session); a new code does not end earlier pairings.",
  auth: 'seller',
  input: Empty,
  output: z.object({ code: z.string(), url: z.string(), expires_at: z.number().int() }),
});

export const claimDisplay = defineCall({
  path: '/res/display/claim',
  summary:
    'A display takes a pairing code (once, before it expires) and is answered its display token, which reads /res/display/current until the seller unpairs it (or 16 hours pass).',
  auth: 'optional',
  input: z.strictObject({ code: PairingCode }),
  output: z.object({ token: z.string(), expires_at: z.number().int(), shop_name: z.string().nullable() }),
});

export const unpairDisplay = defineCall({
  path: '/res/display/unpair',
  summary:
    "Ends every display paired to this till (the seller's session): their tokens read nothing any more.",
  auth: 'seller',
  input: Empty,
  output: Message.extend({ unpaired: z.number().int() }),
});

export const showOnDisplay = defineCall({
  path: '/res/display/show',
  summary:
    "The till says which of its POS sales is on its screen and at which stage (`sale_id` null: no sale); its paired displays hear of it on the event stream and read /res/display/current. Only the caller's own POS sales.",
  auth: 'seller',
  input: z.strictObject({
    sale_id: Id.nullable(),
    stage: DisplayStage,
    /**
     * at `paying_fps` for a split payment: the part paid by FPS, which the display's code asks instead of the
     * sale's total (docs/decisions/0286-split-payments-on-every-surface.md); more than the total asks the total
     */
    fps_amount: z.number().positive().max(10_000_000).optional(),
  }),
  output: z.object({ displays: z.number().int() }),
});

export const DisplayLine = z.object({
  name: z.string(),
  /** pieces, or a weight to the thousandth in `unit` */
  quantity: z.number(),
  unit: z.enum(UNITS),
  /** the unit price before discount */
  unit_price: z.number(),
  /** what this line's own discounts take off (contract/sale-figures.ts printedLine) */
  discount: z.number(),
  /** quantity × unit_price − discount */
  amount: z.number(),
});
export type DisplayLine = z.infer<typeof DisplayLine>;

export const DisplayScreen = z.object({
  /** false: the token is unknown, expired or unpaired; everything else is empty */
  paired: z.boolean(),
  shop_name: z.string().nullable(),
  /** null: the till shows no sale */
  stage: DisplayStage.nullable(),
  lines: z.array(DisplayLine),
  /** the sum of the line amounts */
  subtotal: z.number(),
  /** the bill's discount */
  bill_discount: z.number(),
  /**
   * the part of `bill_discount` the customer's loyalty points pay, on its own row under the shop's discount
   * (contract/sale-figures.ts billDiscountRows; docs/decisions/0283-loyalty.md); 0 when none
   */
  points_discount: z.number().optional(),
  /** the points redeemed for it */
  points_redeemed: z.number().int().optional(),
  /** the part of `bill_discount` a full stamp card's free item takes, on its own row (decision 0289); 0 when none */
  stamps_discount: z.number().optional(),
  total: z.number(),
  /** at `paying_fps`, when the shop has an FPS identifier: the very payload the till draws (contract/fps-payload.ts) */
  fps: z.object({ payload: z.string(), amount: z.number() }).nullable(),
  /** at `done`, when the till made a receipt link for the sale: its full url */
  receipt_url: z.string().nullable(),
  /** at `done`: the shop's public page (`/shop?id=…`), for the customer to follow it for new stock */
  follow_url: z.string().nullable(),
});
export type DisplayScreen = z.infer<typeof DisplayScreen>;

export const currentDisplay = defineCall({
  path: '/res/display/current',
  summary:
    "What a paired display shows now: its till's sale (lines, discounts, total; the FPS payload while paying by FPS; the receipt link and the shop's follow link when done). `paired: false` once unpaired or expired.",
  auth: 'optional',
  input: z.strictObject({ token: DisplayToken }),
  output: DisplayScreen,
});

export const displayStreamTicket = defineCall({
  path: '/res/display/stream_ticket',
  summary:
    'A single-use ticket, valid 60 s, for a paired display to open GET /api/user/notification/stream?display_ticket=…: it hears `change` events of its own pairing only (kind `display`).',
  auth: 'optional',
  input: z.strictObject({ token: DisplayToken }),
  output: z.object({ ticket: z.string(), expires_in: z.number().int() }),
});
