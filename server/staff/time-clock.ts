import { formatHk } from '../../contract/hk-time';
import type { StaffMember } from '../../contract/staff';
import { TIME_ENTRY_MAX_MS, type TimeEntry } from '../../contract/time-clock';
import { toCsv } from '../csv/csv';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import { hkDaysRange } from './hk-days';
import { memberOf } from './members';
import { requireOwner, requirePermission } from './permissions';
import type { PinCheck } from './pin-check';
import type { StaffRepository } from './repository';
import { permissionsOf } from './roles';
import type { TimeClockRepository, TimeEntryRow } from './time-clock-repository';

/** a range asked for at most: a year of days */
export const HOURS_MAX_DAYS = 366;

export const HOURS_CSV_COLUMNS = ['name', 'clock_in', 'clock_out', 'hours', 'edited'] as const;

/**
 * The optional time clock (docs/decisions/0287-time-clock.md): a member clocks in and out with her PIN (checked
 * and throttled as the till's unlock), a manager reads the hours, the owner corrects an entry.
 */
export class TimeClock {
  constructor(
    private readonly repo: TimeClockRepository,
    private readonly staff: StaffRepository,
    private readonly pins: PinCheck,
    private readonly now: () => number,
    /** the shop's devices are told its hours changed (a live `staff` change, docs/decisions/0287) */
    private readonly changed: (sellerId: string) => void = () => {},
  ) {}

  /** closes her open entry of the last 24 hours, or opens one */
  async clock(
    input: { pin: string; staff_id?: string | undefined },
    user: SessionUser,
  ): Promise<{ entry: TimeEntry; staff: StaffMember; clocked_in: boolean }> {
    const member = await this.pins.member(input.pin, input.staff_id, user);
    const staff = memberOf(member, permissionsOf(member.role, await this.staff.roles(user.id)));
    const now = this.now();
    const open = await this.repo.openEntry(user.id, member.id, now - TIME_ENTRY_MAX_MS);
    if (open && (await this.repo.closeEntry(user.id, open.id, now))) {
      this.changed(user.id);
      return { entry: entryOf({ ...open, clock_out: now }, member.name), staff, clocked_in: false };
    }
    const row: TimeEntryRow = {
      id: newId(),
      seller_id: user.id,
      staff_id: member.id,
      clock_in: now,
      clock_out: null,
      edited_at: null,
      created_at: now,
    };
    await this.repo.insertEntry(row);
    this.changed(user.id);
    return { entry: entryOf(row, member.name), staff, clocked_in: true };
  }

  /** an entry as if clocked at these times, for the demo data (no call): the owner's, checked as an edit is */
  async record(
    input: { staff_id: string; clock_in: number; clock_out: number },
    user: SessionUser,
  ): Promise<TimeEntry> {
    requireOwner(user);
    this.checkTimes(input.clock_in, input.clock_out);
    const member = await this.staff.member(user.id, input.staff_id);
    if (!member) throw new AppError('notFound');
    const row: TimeEntryRow = {
      id: newId(),
      seller_id: user.id,
      staff_id: member.id,
      clock_in: input.clock_in,
      clock_out: input.clock_out,
      edited_at: null,
      created_at: this.now(),
    };
    await this.repo.insertEntry(row);
    return entryOf(row, member.name);
  }

  async hours(
    input: { from: string; to: string },
    user: SessionUser,
  ): Promise<{
    entries: TimeEntry[];
    totals: { staff_id: string; name: string; minutes: number }[];
    can_edit: boolean;
  }> {
    requirePermission(user, 'see_reports');
    const entries = await this.entries(input, user.id);
    const totals = new Map<string, { staff_id: string; name: string; minutes: number }>();
    // oldest first, so the people come in the order they first clocked in
    for (const e of [...entries].reverse()) {
      const total = totals.get(e.staff_id) ?? { staff_id: e.staff_id, name: e.name, minutes: 0 };
      total.minutes += e.minutes ?? 0;
      totals.set(e.staff_id, total);
    }
    return { entries, totals: [...totals.values()], can_edit: isOwner(user) };
  }

  async edit(
    input: { id: string; clock_in: number; clock_out: number | null },
    user: SessionUser,
  ): Promise<TimeEntry> {
    requireOwner(user);
    const now = this.now();
    this.checkTimes(input.clock_in, input.clock_out);
    const current = await this.repo.entry(user.id, input.id);
    if (!current) throw new AppError('notFound');
    const patch = { clock_in: input.clock_in, clock_out: input.clock_out, edited_at: now };
    if (!(await this.repo.editEntry(user.id, input.id, patch))) throw new AppError('notFound');
    const names = await this.staff.names(user.id, [current.staff_id]);
    this.changed(user.id);
    return entryOf({ ...current, ...patch }, names.get(current.staff_id) ?? '');
  }

  async csv(
    input: { from: string; to: string },
    user: SessionUser,
  ): Promise<{ filename: string; csv: string }> {
    requirePermission(user, 'see_reports');
    // oldest first, as a timesheet reads
    const entries = (await this.entries(input, user.id)).reverse();
    return {
      filename: `hours-${input.from}-to-${input.to}.csv`,
      csv: toCsv(
        HOURS_CSV_COLUMNS,
        entries.map((e) => [
          e.name,
          formatHk(e.clock_in),
          e.clock_out === null ? '' : formatHk(e.clock_out),
          e.minutes === null ? '' : (e.minutes / 60).toFixed(2),
          e.edited ? 'yes' : 'no',
        ]),
      ),
    };
  }

  /** the clock-out after the clock-in, at most 24 hours later, neither in the future */
  private checkTimes(clockIn: number, clockOut: number | null): void {
    const now = this.now();
    if (clockIn > now || (clockOut !== null && clockOut > now)) throw new AppError('timeEntryFuture');
    if (clockOut !== null && clockOut <= clockIn) throw new AppError('timeEntryOrder');
    if (clockOut !== null && clockOut - clockIn > TIME_ENTRY_MAX_MS) throw new AppError('timeEntryTooLong');
  }

  /** the entries clocked in on these Hong Kong days with their members' names, newest first */
  private async entries(input: { from: string; to: string }, sellerId: string): Promise<TimeEntry[]> {
    if (input.from > input.to) throw new AppError('validation', 'from: must not be after to');
    const { since, until } = hkDaysRange(input.from, input.to);
    if (until - since > HOURS_MAX_DAYS * 86_400_000)
      throw new AppError('validation', `At most ${HOURS_MAX_DAYS} days at once`);
    const rows = await this.repo.entries(sellerId, since, until);
    const names = await this.staff.names(sellerId, [...new Set(rows.map((r) => r.staff_id))]);
    return rows.map((r) => entryOf(r, names.get(r.staff_id) ?? ''));
  }
}

/** the owner: her own device (no till token) or her own PIN at a till */
function isOwner(user: SessionUser): boolean {
  try {
    requireOwner(user);
    return true;
  } catch {
    return false;
  }
}

function entryOf(row: TimeEntryRow, name: string): TimeEntry {
  const clockIn = Number(row.clock_in);
  const clockOut = row.clock_out === null ? null : Number(row.clock_out);
  return {
    _id: row.id,
    staff_id: row.staff_id,
    name,
    clock_in: clockIn,
    clock_out: clockOut,
    minutes: clockOut === null ? null : Math.round((clockOut - clockIn) / 60_000),
    edited: row.edited_at !== null,
  };
}
