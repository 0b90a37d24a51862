import { z } from 'zod';
import { defineCall } from './call';
import { Id, Money } from './common';
import { HkDate, LocalTime } from './orders';

/**
 * Closing the day at the till (issue 27; docs/decisions/0173-day-close.md): the opening float, the day's cash
 * sales and cash refunds, the cash expected in the drawer, the cash counted, the difference, and what came in by
 * payment codes (FPS, PayMe…). Days are Hong Kong calendar days; an offline sale counts on the day it was made.
 */
export const DayFigures = z.object({
  day: HkDate,
  /** sales paid that day (online and POS) */
  sales: z.number().int(),
  /** cash taken: each cash sale's total, rounded to 10¢ when the shop rounds (docs/decisions/0264-cash-rounding.md) */
  cash_sales: z.number(),
  /** cash given back: each refund's cash, its rounding included */
  cash_refunds: z.number(),
  /** the cash rounding inside cash_sales − cash_refunds (signed; already in them and in the expected cash) */
  cash_rounding: z.number(),
  /** cash put into the drawer during the day's shifts (docs/decisions/0279-shifts-and-cash-moves.md); 0 without shifts */
  cash_in: z.number(),
  /** cash taken out of the drawer during the day's shifts (positive); 0 without shifts */
  cash_out: z.number(),
  /** payment codes and other non-cash methods: what came in, less their refunds */
  other: z.array(
    z.object({ kind: z.string(), label: z.string(), sales: z.number().int(), amount: z.number() }),
  ),
  /** all money in, less all refunds */
  net: z.number(),
});
export type DayFigures = z.infer<typeof DayFigures>;

export const DayClose = DayFigures.extend({
  _id: Id,
  opening_float: z.number(),
  /** opening float + cash sales − cash refunds + cash in − cash out */
  expected_cash: z.number(),
  counted_cash: z.number(),
  /** counted − expected: negative when cash is missing */
  difference: z.number(),
  note: z.string(),
  closed_at: LocalTime,
});
export type DayClose = z.infer<typeof DayClose>;

export const dayCloseFigures = defineCall({
  path: '/res/pos/day_close/figures',
  summary:
    'A day’s figures for closing the drawer (default: today in Hong Kong), and its close if it was closed.',
  auth: 'seller',
  input: z.strictObject({ day: HkDate.optional() }),
  output: z.object({ figures: DayFigures, close: DayClose.nullable() }),
});

export const dayCloseSave = defineCall({
  path: '/res/pos/day_close/save',
  summary:
    'Closes a day: the opening float and the cash counted (money, ≥ 0). A second close of the same day replaces the first (a recount). Answers the Z report.',
  auth: 'seller',
  input: z.strictObject({
    day: HkDate.optional(),
    opening_float: Money,
    counted_cash: Money,
    note: z.string().trim().max(500).default(''),
  }),
  output: DayClose,
});

export const dayCloseList = defineCall({
  path: '/res/pos/day_close/list',
  summary:
    'The seller’s day closes, latest day first, 20 a page; `cursor` is the last day of the previous page.',
  auth: 'seller',
  input: z.strictObject({ cursor: HkDate.nullish() }),
  output: z.object({ items: z.array(DayClose), next_cursor: HkDate.nullable() }),
});
