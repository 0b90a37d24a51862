import type { Transaction } from 'kysely';
import {
  cardGivenBack,
  qualifies,
  type StampProduct,
  type StampReward,
  stampsBalance,
  stampsEarned,
  stampsTakenBack,
} from '../../contract/stamps';
import type { Database } from '../db/schema';
import type { CustomerKeys, CustomerSale } from '../orders/pos/customer-sales-repository';
import { cardNotFull, type StampCardHeld, type StampRedemption } from '../orders/pos/till-stamps';
import { ledgerRow } from './ledger-row';
import type { LoyaltyRepository } from './loyalty-repository';
import type { LoyaltySettingsTable } from './tables';

/** a sale's line as the orders domain tells it, with its product (for the reward) and what refunds took back */
export interface StampSaleLine {
  order_id: string;
  quantity: number;
  unit: string;
  refunded: number;
  product: StampProduct | undefined;
}

export interface StampCardDeps {
  repo: LoyaltyRepository;
  now: () => number;
  salesOf(sellerId: string, keys: CustomerKeys, since: number): Promise<CustomerSale[]>;
  linesOf(orderIds: string[]): Promise<StampSaleLine[]>;
  familyOfEntry(sellerId: string, customerId: string): Promise<{ id: string; keys: CustomerKeys } | null>;
}

/** the reward a programme row keeps (kept when the shop switches to points, so switching back finds it) */
export function rewardOf(row: LoyaltySettingsTable | undefined): StampReward | null {
  return row?.reward_json ? (JSON.parse(row.reward_json) as StampReward) : null;
}

/**
 * A stamp card at a shop (docs/decisions/0289-stamp-cards.md), settled when read as points are (decision 0283): each
 * paid sale since the card started earns one `stamps_earn` row (a stamp per qualifying unit), its refunds one
 * `stamps_refund` row that only grows, a full card used at the till one `stamps_redeem` row, and the refund of every
 * qualifying unit of that sale one `stamps_unredeem` row giving the card back. Unique (order, kind): exactly once.
 */
export class StampCard {
  constructor(private readonly deps: StampCardDeps) {}

  /** a customer entry's stamps, her merged entries' too, settled first */
  async stampsOf(sellerId: string, customerId: string, keys: CustomerKeys): Promise<number> {
    const row = await this.deps.repo.settings(sellerId);
    const reward = rewardOf(row);
    const sales = await this.deps.salesOf(sellerId, keys, 0);
    const ledger = await this.deps.repo.ofOrders(sales.map((s) => s.order_id));
    const find = (orderId: string, kind: string) =>
      ledger.find((l) => l.order_id === orderId && l.kind === kind);
    // only sales that earn now or earned, or used a card, need their lines
    const counted = sales.filter(
      (s) =>
        find(s.order_id, 'stamps_earn') ||
        find(s.order_id, 'stamps_redeem') ||
        (row?.kind === 'stamps' && s.paid_at >= row.since),
    );
    const lines = reward ? await this.deps.linesOf(counted.map((s) => s.order_id)) : [];
    const now = this.deps.now();
    const parts = { earned: 0, taken: 0, redeemed: 0, givenBack: 0 };
    for (const sale of counted) {
      const own = lines
        .filter((l) => l.order_id === sale.order_id)
        .map((l) => ({ ...l, qualifies: reward !== null && qualifies(l.product, reward) }));
      const redeemed = find(sale.order_id, 'stamps_redeem');
      let earned = find(sale.order_id, 'stamps_earn');
      if (!earned && row?.kind === 'stamps' && sale.paid_at >= row.since) {
        // the free unit earns no stamp, as on a paper card (its redeem row is written when the sale is paid)
        const stamps = Math.max(0, stampsEarned(own) - (redeemed ? 1 : 0));
        earned = ledgerRow(sellerId, customerId, sale.order_id, 'stamps_earn', stamps, cardSize(row), now);
        await this.deps.repo.earn(earned);
      }
      if (earned) {
        const back = Math.min(earned.points, stampsTakenBack(own));
        const taken = find(sale.order_id, 'stamps_refund');
        if (back > (taken?.points ?? 0))
          await this.deps.repo.takeBack(
            ledgerRow(sellerId, customerId, sale.order_id, 'stamps_refund', back, cardSize(row), now),
          );
        parts.earned += earned.points;
        parts.taken += Math.max(back, taken?.points ?? 0);
      }
      if (redeemed) {
        const units = stampsEarned(own);
        const given = cardGivenBack(redeemed.points, units, stampsTakenBack(own));
        const before = find(sale.order_id, 'stamps_unredeem');
        if (given > (before?.points ?? 0))
          await this.deps.repo.takeBack(
            ledgerRow(sellerId, customerId, sale.order_id, 'stamps_unredeem', given, cardSize(row), now),
          );
        parts.redeemed += redeemed.points;
        parts.givenBack += Math.max(given, before?.points ?? 0);
      }
    }
    return stampsBalance(parts);
  }

  /**
   * A customer entry's card at a stamp-card shop (the kept entry's, when merged), settled first; null when the shop
   * runs no stamp card. What her entries had redeemed is read first, as for points (decision 0283).
   */
  async cardOfEntry(sellerId: string, customerId: string): Promise<StampCardHeld | null> {
    const row = await this.deps.repo.settings(sellerId);
    const reward = rewardOf(row);
    if (row?.kind !== 'stamps' || !reward) return null;
    const family = await this.deps.familyOfEntry(sellerId, customerId);
    if (!family) return { stamps: 0, size: Number(row.stamps), reward, customerIds: [], redeemed: 0 };
    const redeemed = await this.deps.repo.redeemedBy(
      sellerId,
      family.keys.customerIds,
      undefined,
      'stamps_redeem',
    );
    const stamps = await this.stampsOf(sellerId, family.id, family.keys);
    return { stamps, size: Number(row.stamps), reward, customerIds: family.keys.customerIds, redeemed };
  }

  /**
   * The card a till sale used, in its payment's transaction: one `stamps_redeem` row per sale. Two tills redeeming
   * for one customer at once take turns on the shop's loyalty row; the second finds the card emptied and is refused.
   */
  async redeem(trx: Transaction<Database>, r: StampRedemption): Promise<void> {
    const row = await this.deps.repo.lockSettings(trx, r.sellerId);
    const since =
      (await this.deps.repo.redeemedBy(r.sellerId, r.held.customerIds, trx, 'stamps_redeem')) -
      r.held.redeemed;
    const left = Math.max(0, r.held.stamps - Math.max(0, since));
    if (r.stamps > left) throw cardNotFull(left, r.held.size);
    await this.deps.repo.redeem(
      trx,
      ledgerRow(r.sellerId, r.customerId, r.orderId, 'stamps_redeem', r.stamps, cardSize(row), r.now),
    );
  }
}

/** a stamp row keeps the card's size it was written under where a points row keeps its percentage */
const cardSize = (row: LoyaltySettingsTable | undefined) => Number(row?.stamps ?? 0);
