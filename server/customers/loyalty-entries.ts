import type { CustomerKeys, CustomerSale } from '../orders/pos/customer-sales-repository';
import type { LoyaltyRepository } from './loyalty-repository';
import type { LoyaltyLedgerTable, LoyaltySettingsTable } from './tables';

/** a customer entry (the kept one, when merged) and whose sales it counts: hers and her merged entries' */
export interface LoyaltyEntry {
  id: string;
  keys: CustomerKeys;
}

/**
 * What settling the points and stamps of some entries reads (docs/decisions/0283-loyalty.md, 0289-stamp-cards.md),
 * once for all of them: the shop's programme, each entry's paid sales, and those sales' ledger rows.
 */
export interface EntriesRead {
  settings: LoyaltySettingsTable | undefined;
  /** each entry's sales, by the entry's id */
  sales: Map<string, CustomerSale[]>;
  /** a sale's ledger row of a kind (one per sale and kind), if written */
  ledger(orderId: string, kind: string): LoyaltyLedgerTable | undefined;
  /**
   * the points each entry's orders not yet paid hold (redeemed at online checkout, less what a cancel gave back),
   * by the entry's id (docs/decisions/0283-loyalty.md, "Redeeming online")
   */
  held: Map<string, number>;
  now: number;
}

/**
 * Reads the entries' programme, sales and ledger in three queries, whatever their number: the sales of all of them
 * together, each then given to the entry the sales read would give it to alone (a till sale by its customer id, an
 * online order by its buyer's account).
 */
export async function readEntries(
  deps: {
    repo: LoyaltyRepository;
    now: () => number;
    salesOf(sellerId: string, keys: CustomerKeys, since: number): Promise<CustomerSale[]>;
  },
  sellerId: string,
  entries: readonly LoyaltyEntry[],
): Promise<EntriesRead> {
  const settings = await deps.repo.settings(sellerId);
  const all: CustomerKeys = {
    customerIds: [...new Set(entries.flatMap((e) => e.keys.customerIds))],
    userIds: [...new Set(entries.flatMap((e) => e.keys.userIds))],
  };
  const sales = await deps.salesOf(sellerId, all, 0);
  const rows = await deps.repo.ofOrders(sales.map((s) => s.order_id));
  const ledger = new Map(rows.map((r) => [`${r.order_id} ${r.kind}`, r] as const));
  const paid = new Set(sales.map((s) => s.order_id));
  const unpaid = (await deps.repo.redemptionsOf(sellerId, all.customerIds)).filter(
    (r) => !paid.has(r.order_id),
  );
  return {
    settings,
    sales: salesByEntry(entries, sales),
    ledger: (orderId, kind) => ledger.get(`${orderId} ${kind}`),
    held: heldByEntry(entries, unpaid),
    now: deps.now(),
  };
}

/**
 * What each entry's unpaid orders hold of her points: per order, what it redeemed less what was given back (a
 * cancelled order gives all of it back, so it holds none). A row counts for every entry whose keys hold its customer.
 */
function heldByEntry(entries: readonly LoyaltyEntry[], rows: LoyaltyLedgerTable[]): Map<string, number> {
  const byCustomer = new Map<string, number>();
  for (const r of rows) {
    const sign = r.kind === 'redeem' ? 1 : -1;
    byCustomer.set(r.customer_id, (byCustomer.get(r.customer_id) ?? 0) + sign * Number(r.points));
  }
  return new Map(
    entries.map((e) => [e.id, e.keys.customerIds.reduce((n, id) => n + (byCustomer.get(id) ?? 0), 0)]),
  );
}

/** each entry's sales, as `salesOf` answers for that entry alone: a sale can count for two entries */
function salesByEntry(entries: readonly LoyaltyEntry[], sales: CustomerSale[]): Map<string, CustomerSale[]> {
  const byCustomer = new Map<string, string[]>();
  const byUser = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, entryId: string) => {
    const ids = map.get(key);
    if (ids) ids.push(entryId);
    else map.set(key, [entryId]);
  };
  for (const e of entries) {
    for (const id of e.keys.customerIds) add(byCustomer, id, e.id);
    for (const id of e.keys.userIds) add(byUser, id, e.id);
  }
  const result = new Map(entries.map((e) => [e.id, [] as CustomerSale[]]));
  for (const sale of sales) {
    const owners = new Set([
      ...(sale.customer_id !== null ? (byCustomer.get(sale.customer_id) ?? []) : []),
      ...(sale.online && sale.buyer_id !== null ? (byUser.get(sale.buyer_id) ?? []) : []),
    ]);
    for (const id of owners) result.get(id)!.push(sale);
  }
  return result;
}

/** the ledger rows settling writes, written together once everything is worked out: two statements at most */
export class LedgerWrites {
  private readonly earned: LoyaltyLedgerTable[] = [];
  private readonly takenBack: LoyaltyLedgerTable[] = [];

  /** a sale's earning, once (a row already there is kept) */
  earn(row: LoyaltyLedgerTable): void {
    this.earned.push(row);
  }

  /** what a sale's refunds take back (or give back), a row that only grows */
  takeBack(row: LoyaltyLedgerTable): void {
    this.takenBack.push(row);
  }

  async save(repo: LoyaltyRepository): Promise<void> {
    if (this.earned.length > 0) await repo.earnAll(this.earned);
    if (this.takenBack.length > 0) await repo.takeBackAll(this.takenBack);
  }
}
