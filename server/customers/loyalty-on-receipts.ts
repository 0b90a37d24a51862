import { pointsGivenBack, pointsTakenBack } from '../../contract/loyalty';
import {
  cardGivenBack,
  qualifies,
  type StampProduct,
  stampsBalance,
  stampsEarned,
  stampsTakenBack,
} from '../../contract/stamps';
import type { CustomerKeys, CustomerSale } from '../orders/pos/customer-sales-repository';
import type {
  LoyaltySale,
  ReceiptLoyalty,
  ReceiptLoyaltyFigures,
  RefundedByThen,
} from '../orders/receipts/receipt-loyalty';
import type { LoyaltyRepository } from './loyalty-repository';
import { rewardOf } from './stamp-card';
import type { LoyaltyLedgerTable } from './tables';

type Family = { id: string; keys: CustomerKeys } | null;

export interface LoyaltyOnReceiptsDeps {
  repo: Pick<LoyaltyRepository, 'settings' | 'ofOrders'>;
  /** her paid sales (the orders domain's customer sales) */
  salesOf(sellerId: string, keys: CustomerKeys, since: number): Promise<CustomerSale[]>;
  /** her account's entry at a shop, merged entries together (the customers service) */
  familyOfAccount(sellerId: string, userId: string): Promise<Family>;
  /** a customer entry, merged entries together (the customers service) */
  familyOfEntry(sellerId: string, customerId: string): Promise<Family>;
  /** settles her points, as every reader does first: a sale not yet earned gets its row (the Loyalty service) */
  settlePoints(sellerId: string, customerId: string, keys: CustomerKeys): Promise<unknown>;
  /** settles her stamps the same way (the stamp card) */
  settleStamps(sellerId: string, customerId: string, keys: CustomerKeys): Promise<unknown>;
  /** these sales' lines with their products (the orders domain's sale lines with products) */
  linesOf(orderIds: string[]): Promise<
    {
      order_id: string;
      product_id: string;
      quantity: number;
      unit: string;
      product: StampProduct | undefined;
    }[]
  >;
}

/**
 * A sale's loyalty on its receipt (docs/decisions/0283-loyalty.md, "On the receipt"): what the sale earned, as its
 * ledger row keeps it (a later refund takes back on a row of its own, the earning stays as printed), and the
 * customer's balance **as of the sale**: her ledger of every sale paid up to and including this one, with what the
 * refunds made by then had taken back or given back. A refund made later changes her balance today, never the
 * balance a receipt printed at the till showed, so the receipt link, a reprint and the paper agree.
 */
export class LoyaltyOnReceipts implements ReceiptLoyalty {
  constructor(private readonly deps: LoyaltyOnReceiptsDeps) {}

  async of(sale: LoyaltySale): Promise<ReceiptLoyaltyFigures | null> {
    const family = await this.familyOf(sale);
    if (!family) return null;
    const settings = await this.deps.repo.settings(sale.sellerId);
    // settled first, as her list row, her page and her card are: this sale gets its row if it earns
    if (settings?.kind === 'points') await this.deps.settlePoints(sale.sellerId, family.id, family.keys);
    if (settings?.kind === 'stamps') await this.deps.settleStamps(sale.sellerId, family.id, family.keys);
    const sales = (await this.deps.salesOf(sale.sellerId, family.keys, 0)).filter((s) => upTo(s, sale));
    if (!sales.some((s) => s.order_id === sale.orderId)) return null;
    const ledger = await this.deps.repo.ofOrders(sales.map((s) => s.order_id));
    const find = rowsOf(ledger);
    // the programme the sale earned under, whatever the shop runs now (a receipt does not change)
    const points = find(sale.orderId, 'earn');
    const stamps = find(sale.orderId, 'stamps_earn');
    if (!points && !stamps) return null;
    const refunded = await sale.refundedByThen(sales.map((s) => s.order_id));
    if (points) return { kind: 'points', earned: points.points, balance: pointsAsOf(sales, find, refunded) };
    return {
      kind: 'stamps',
      earned: stamps!.points,
      // the card's size the row was written under (a stamp row keeps it where a points row keeps its percentage)
      size: stamps!.percent_tenths,
      balance: await this.stampsAsOf(rewardOf(settings), sales, find, refunded),
    };
  }

  async isCustomer(sale: LoyaltySale, userId: string): Promise<boolean> {
    if (sale.orderType === 'Online-Sell' && sale.buyerId === userId) return true;
    const hers = await this.deps.familyOfAccount(sale.sellerId, userId);
    if (!hers) return false;
    return sale.customerId
      ? hers.keys.customerIds.includes(sale.customerId)
      : sale.orderType === 'Online-Sell' && sale.buyerId !== null && hers.keys.userIds.includes(sale.buyerId);
  }

  /** the customer a sale counts for: a till sale's entry, an online order's buyer's entry at the shop */
  private familyOf(sale: LoyaltySale): Promise<Family> {
    if (sale.customerId) return this.deps.familyOfEntry(sale.sellerId, sale.customerId);
    if (sale.orderType === 'Online-Sell' && sale.buyerId)
      return this.deps.familyOfAccount(sale.sellerId, sale.buyerId);
    return Promise.resolve(null);
  }

  /** her stamps as of the sale: the card's rows of her sales up to it, with the refunds made by then */
  private async stampsAsOf(
    reward: ReturnType<typeof rewardOf>,
    sales: CustomerSale[],
    find: Find,
    refunded: RefundedByThen,
  ): Promise<number> {
    const counted = sales.filter((s) => find(s.order_id, 'stamps_earn') || find(s.order_id, 'stamps_redeem'));
    // counted by the shop's reward now, as the card counts its refunds (decision 0289)
    const lines = reward && counted.length > 0 ? await this.deps.linesOf(counted.map((s) => s.order_id)) : [];
    // each sale's lines, and what the refunds made by then took back of each of its products, looked up once
    const linesOfSale = groupBy(lines, (l) => l.order_id);
    const refundedOf = new Map<string, Map<string, number>>();
    for (const r of refunded.lines) {
      const ofSale = refundedOf.get(r.order_id) ?? new Map<string, number>();
      ofSale.set(r.product_id, (ofSale.get(r.product_id) ?? 0) + r.quantity);
      refundedOf.set(r.order_id, ofSale);
    }
    const parts = { earned: 0, taken: 0, redeemed: 0, givenBack: 0 };
    for (const sale of counted) {
      const own = (linesOfSale.get(sale.order_id) ?? []).map((l) => ({
        quantity: l.quantity,
        unit: l.unit,
        qualifies: reward !== null && qualifies(l.product, reward),
        // what the refunds made by then took back of this line, not what every refund has since
        refunded: refundedOf.get(sale.order_id)?.get(l.product_id) ?? 0,
      }));
      const earned = find(sale.order_id, 'stamps_earn');
      if (earned) {
        parts.earned += earned.points;
        parts.taken += Math.min(earned.points, stampsTakenBack(own));
      }
      const redeemed = find(sale.order_id, 'stamps_redeem');
      if (redeemed) {
        parts.redeemed += redeemed.points;
        parts.givenBack += cardGivenBack(redeemed.points, stampsEarned(own), stampsTakenBack(own));
      }
    }
    return stampsBalance(parts);
  }
}

type Find = (orderId: string, kind: string) => LoyaltyLedgerTable | undefined;

/** the ledger's first row of a sale and kind (as a scan finds it), from maps built once: her sales × her rows */
function rowsOf(ledger: LoyaltyLedgerTable[]): Find {
  const bySale = new Map<string, Map<string, LoyaltyLedgerTable>>();
  for (const row of ledger) {
    const ofSale = bySale.get(row.order_id) ?? new Map<string, LoyaltyLedgerTable>();
    if (!ofSale.has(row.kind)) ofSale.set(row.kind, row);
    bySale.set(row.order_id, ofSale);
  }
  return (orderId, kind) => bySale.get(orderId)?.get(kind);
}

/** the items by key, each key's in their order */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** a sale paid before this one, or this one (paid at the same moment: by id) */
function upTo(s: CustomerSale, sale: LoyaltySale): boolean {
  return s.paid_at < sale.paidAt || (s.paid_at === sale.paidAt && s.order_id <= sale.orderId);
}

/**
 * Her points as of the sale, as `Loyalty.pointsOf` counts them today but with the refunds made by then: each sale's
 * earning less what its refunds had taken back, less the points it redeemed and plus what its refunds had given
 * back of them; never below zero.
 */
function pointsAsOf(sales: CustomerSale[], find: Find, refunded: RefundedByThen): number {
  // each sale's refunds by then, looked up once (the first row of a sale, as a scan finds it)
  const backOf = new Map<string, RefundedByThen['sales'][number]>();
  for (const r of refunded.sales) if (!backOf.has(r.order_id)) backOf.set(r.order_id, r);
  let points = 0;
  for (const sale of sales) {
    const back = backOf.get(sale.order_id);
    const byThen = {
      gross_cents: sale.gross_cents,
      refunded_cents: back?.refunded_cents ?? 0,
      units: sale.units,
      refunded_units: back?.refunded_units ?? 0,
    };
    const redeemed = find(sale.order_id, 'redeem');
    if (redeemed) points -= redeemed.points - pointsGivenBack(redeemed.points, byThen);
    const earned = find(sale.order_id, 'earn');
    if (earned)
      points +=
        earned.points - pointsTakenBack(sale.gross_cents, byThen.refunded_cents, earned.percent_tenths);
  }
  return Math.max(0, points);
}
