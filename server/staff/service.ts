import type { Kysely } from 'kysely';
import type { CounterStore } from '../counters/counter-store';
import type { Database } from '../db/schema';
import { StaffMembers } from './members';
import { PinCheck } from './pin-check';
import { StaffRepository } from './repository';
import { StaffSalesReport, type StaffSalesSource } from './sales';
import { Till } from './till';
import { TimeClock } from './time-clock';
import { TimeClockRepository } from './time-clock-repository';

/**
 * Staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md): members, the till, sales by staff, and the
 * time clock (0287).
 */
export class StaffService {
  readonly members: StaffMembers;
  readonly till: Till;
  readonly sales: StaffSalesReport;
  readonly timeClock: TimeClock;

  constructor(deps: {
    db: Kysely<Database>;
    counters: CounterStore;
    sales: StaffSalesSource;
    now?: () => number;
    /** the shop's devices are told its staff or hours changed: a live `staff` change (docs/decisions/0280, 0287) */
    changed?: (sellerId: string) => void;
  }) {
    const now = deps.now ?? Date.now;
    const repo = new StaffRepository(deps.db);
    const changed = deps.changed ?? (() => {});
    this.members = new StaffMembers(repo, now, changed);
    // one PIN check with one throttle for the till and the time clock
    const pins = new PinCheck(repo, deps.counters);
    this.till = new Till(repo, this.members, pins, now);
    this.sales = new StaffSalesReport(repo, deps.sales);
    this.timeClock = new TimeClock(new TimeClockRepository(deps.db), repo, pins, now, changed);
    this.namesOf = (sellerId, ids) => repo.names(sellerId, ids);
  }

  /** a shop's members' names by id, removed members too (their stock history keeps who it was) */
  namesOf: (sellerId: string, ids: string[]) => Promise<Map<string, string>>;

  /** the member acting in a seller's request (server/http/calls.ts) */
  actingAt: Till['actingAt'] = (user, headers) => this.till.actingAt(user, headers);
}
