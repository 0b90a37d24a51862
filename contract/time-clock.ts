import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';
import { HkDate } from './orders';
import { Pin, StaffMember } from './staff';

/**
 * The optional time clock (issue 56 item 4; docs/decisions/0287-time-clock.md): a member clocks in and out at the
 * shop's till with her PIN; a manager reads the hours per person over Hong Kong days and as CSV; the owner corrects
 * an entry. Times on the wire are epoch milliseconds (as every other time in the contract).
 */

/** an entry is at most this long: a clock-out more than a day after its clock-in is a forgotten one */
export const TIME_ENTRY_MAX_MS = 24 * 3_600_000;

export const TimeEntry = z.object({
  _id: Id,
  staff_id: Id,
  /** the member's name (a removed member's too: her hours stay) */
  name: z.string(),
  /** epoch ms */
  clock_in: z.number().int(),
  /** epoch ms; null while she is clocked in */
  clock_out: z.number().int().nullable(),
  /** whole minutes between the two, rounded; null while open */
  minutes: z.number().int().nullable(),
  /** the owner changed the times */
  edited: z.boolean(),
});
export type TimeEntry = z.infer<typeof TimeEntry>;

export const HoursTotal = z.object({
  staff_id: Id,
  name: z.string(),
  /** the closed entries' minutes added up */
  minutes: z.number().int(),
});
export type HoursTotal = z.infer<typeof HoursTotal>;

export const HoursRange = z.strictObject({
  /** Hong Kong days, inclusive, YYYY-MM-DD: the entries clocked in on them */
  from: HkDate,
  to: HkDate,
});

export const staffClock = defineCall({
  path: '/res/staff/clock',
  summary:
    'A member clocks in or out with her PIN (and her id when the till shows the names): with an open entry of the last 24 hours it is closed, else one is opened. Works at a locked till. Wrong PINs are throttled as /res/till/unlock (429).',
  auth: 'seller',
  input: z.strictObject({ pin: Pin, staff_id: Id.optional() }),
  output: z.object({ entry: TimeEntry, staff: StaffMember, clocked_in: z.boolean() }),
});

export const staffHours = defineCall({
  path: '/res/staff/hours',
  summary:
    "The time clock's entries clocked in on these Hong Kong days, newest first, and the minutes per person. `can_edit`: the caller may correct entries (the owner). Needs see_reports.",
  auth: 'seller',
  input: HoursRange,
  output: z.object({
    entries: z.array(TimeEntry),
    totals: z.array(HoursTotal),
    can_edit: z.boolean(),
  }),
});

export const staffHoursEdit = defineCall({
  path: '/res/staff/hours_edit',
  summary:
    'The owner corrects an entry: clock-in and clock-out in epoch ms (clock_out null: still clocked in), the clock-out after the clock-in and at most 24 hours later, neither in the future. Marks the entry edited. The owner only.',
  auth: 'seller',
  input: z.strictObject({
    id: Id,
    clock_in: z.number().int().nonnegative(),
    clock_out: z.number().int().nonnegative().nullable(),
  }),
  output: TimeEntry,
});

export const staffHoursCsv = defineCall({
  path: '/res/staff/hours_csv',
  summary:
    "The time clock's entries of these Hong Kong days as a CSV file (UTF-8 with BOM): name, clock-in and clock-out in Hong Kong time, hours, edited. Needs see_reports.",
  auth: 'seller',
  input: HoursRange,
  output: z.object({ filename: z.string(), csv: z.string() }),
});
