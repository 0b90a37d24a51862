import { z } from 'zod';
import { defineCall } from './call';
import { Id, Money } from './common';
import { IdempotencyKey, LocalTime } from './orders';

/**
 * Shifts and the cash drawer (issue 56 item 3; docs/decisions/0279-shifts-and-cash-moves.md): a shift opens with a
 * float, records cash put in or taken out with a reason, and closes with the cash counted. Its report reads the
 * shift's sales and refunds from the orders by its time span, as the day close reads a day's
 * (docs/decisions/0173-day-close.md), and works the expected cash out with the day close's formula.
 */
export const CashMove = z.object({
  _id: Id,
  /** positive: cash put in (change float topped up); negative: cash taken out (lunch, a supplier paid) */
  amount: z.number(),
  reason: z.string(),
  at: LocalTime,
});
export type CashMove = z.infer<typeof CashMove>;

export const ShiftReport = z.object({
  _id: Id,
  /** always null until staff exist (issue 56 item 1): a shift belongs to the seller account */
  staff_id: Id.nullable(),
  opened_at: LocalTime,
  /** null while the shift is open (the figures so far) */
  closed_at: LocalTime.nullable(),
  float: z.number(),
  /** cash sales in the shift, as paid (their cash rounding in) */
  cash_sales: z.number(),
  /** cash given back by refunds made in the shift */
  cash_refunds: z.number(),
  /** the cash rounding inside cash_sales − cash_refunds (signed; already in them and in the expected cash) */
  cash_rounding: z.number(),
  /** the sum of the moves that put cash in */
  cash_in: z.number(),
  /** the sum of the moves that took cash out (positive) */
  cash_out: z.number(),
  moves: z.array(CashMove),
  /** float + cash sales − cash refunds + cash in − cash out */
  expected_cash: z.number(),
  /** null while open */
  counted_cash: z.number().nullable(),
  /** counted − expected (negative when cash is missing); null while open */
  difference: z.number().nullable(),
  /** sales paid in the shift */
  sales: z.number().int(),
  /** takings by payment method over the shift: cash first, then each payment code, less their refunds */
  methods: z.array(
    z.object({ kind: z.string(), label: z.string(), sales: z.number().int(), amount: z.number() }),
  ),
  /** all money in, less all refunds */
  net: z.number(),
});
export type ShiftReport = z.infer<typeof ShiftReport>;

export const ShiftSummary = z.object({
  _id: Id,
  opened_at: LocalTime,
  closed_at: LocalTime.nullable(),
  float: z.number(),
  counted_cash: z.number().nullable(),
});
export type ShiftSummary = z.infer<typeof ShiftSummary>;

export const shiftOpen = defineCall({
  path: '/res/shift/open',
  summary:
    'Opens a shift with the cash float in the drawer (money, ≥ 0). One open shift per seller: another while one is open answers 409. Answers the shift’s report.',
  auth: 'seller',
  input: z.strictObject({ float: Money, idempotency_key: IdempotencyKey.optional() }),
  output: ShiftReport,
});

export const shiftCashMove = defineCall({
  path: '/res/shift/cash_move',
  summary:
    'Records cash put into the drawer (amount > 0) or taken out (amount < 0) in the open shift, with a reason. 409 without an open shift. Answers the shift’s report.',
  auth: 'seller',
  input: z.strictObject({
    amount: z
      .number()
      .refine((n) => n !== 0 && Number.isFinite(n) && Math.abs(n) <= 1e9, 'not zero')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimal places'),
    reason: z.string().trim().min(1).max(200),
    idempotency_key: IdempotencyKey.optional(),
  }),
  output: ShiftReport,
});

export const shiftClose = defineCall({
  path: '/res/shift/close',
  summary:
    'Closes the open shift with the cash counted (money, ≥ 0). 409 without an open shift. Answers the shift report.',
  auth: 'seller',
  input: z.strictObject({ counted: Money, idempotency_key: IdempotencyKey.optional() }),
  output: ShiftReport,
});

export const shiftReport = defineCall({
  path: '/res/shift/report',
  summary:
    'A shift’s report: `{}` the open shift (null when none is open), `{ shift_id }` one of the seller’s shifts (404 otherwise).',
  auth: 'seller',
  input: z.strictObject({ shift_id: Id.optional() }),
  output: z.object({ shift: ShiftReport.nullable() }),
});

export const shiftList = defineCall({
  path: '/res/shift/list',
  summary: 'The seller’s shifts, latest first, 20 a page; `cursor` is the last id of the previous page.',
  auth: 'seller',
  input: z.strictObject({ cursor: Id.nullish() }),
  output: z.object({ items: z.array(ShiftSummary), next_cursor: Id.nullable() }),
});
