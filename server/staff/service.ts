import type { Kysely } from 'kysely';
import type { CounterStore } from '../counters/counter-store';
import type { Database } from '../db/schema';
import { StaffMembers } from './members';
import { StaffRepository } from './repository';
import { StaffSalesReport, type StaffSalesSource } from './sales';
import { Till } from './till';

/** Staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md): members, the till, sales by staff. */
export class StaffService {
  readonly members: StaffMembers;
  readonly till: Till;
  readonly sales: StaffSalesReport;

  constructor(deps: {
    db: Kysely<Database>;
    counters: CounterStore;
    sales: StaffSalesSource;
    now?: () => number;
  }) {
    const now = deps.now ?? Date.now;
    const repo = new StaffRepository(deps.db);
    this.members = new StaffMembers(repo, now);
    this.till = new Till(repo, this.members, deps.counters, now);
    this.sales = new StaffSalesReport(repo, deps.sales);
    this.namesOf = (sellerId, ids) => repo.names(sellerId, ids);
  }

  /** a shop's members' names by id, removed members too (their stock history keeps who it was) */
  namesOf: (sellerId: string, ids: string[]) => Promise<Map<string, string>>;

  /** the member acting in a seller's request (server/http/calls.ts) */
  actingAt: Till['actingAt'] = (user, headers) => this.till.actingAt(user, headers);
}
