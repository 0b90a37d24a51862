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
import { type EntriesRead, LedgerWrites, readEntries } from './loyalty-entries';
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
  /**
   * the lines of `orderIds`, and of `ifRefunded` those of a sale a refund took any of back, with their products
   * (the orders domain's sale lines with products)
   */
  linesOf(orderIds: string[], ifRefunded: string[]): Promise<StampSaleLine[]>;
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
    const read = await readEntries(this.deps, sellerId, [{ id: customerId, keys }]);
    const writes = new LedgerWrites();
    const stamps = await this.settle(sellerId, read, writes);
    await writes.save(this.deps.repo);
    return stamps.get(customerId) ?? 0;
  }

  /**
   * Each entry's stamps from what was read, the lines of all their sales read in one go; the rows to write go to
   * `writes`. Only a sale that earns now or used a card needs all its lines; one that earned (its stamps are on its
   * `stamps_earn` row) needs them only when a refund took some back.
   */
  async settle(sellerId: string, read: EntriesRead, writes: LedgerWrites): Promise<Map<string, number>> {
    const row = read.settings;
    const reward = rewardOf(row);
    const find = read.ledger;
    // only sales that earn now or earned, or used a card, count
    const countedOf = new Map(
      [...read.sales].map(([customerId, sales]) => [
        customerId,
        sales.filter(
          (s) =>
            find(s.order_id, 'stamps_earn') ||
            find(s.order_id, 'stamps_redeem') ||
            (row?.kind === 'stamps' && s.paid_at >= row.since),
        ),
      ]),
    );
    const counted = [...countedOf.values()].flat();
    const whole = counted.filter(
      (s) => !find(s.order_id, 'stamps_earn') || find(s.order_id, 'stamps_redeem'),
    );
    const ifRefunded = counted.filter(
      (s) => find(s.order_id, 'stamps_earn') && !find(s.order_id, 'stamps_redeem'),
    );
    const lines = reward
      ? await this.deps.linesOf(
          whole.map((s) => s.order_id),
          ifRefunded.map((s) => s.order_id),
        )
      : [];
    const linesOf = new Map<string, StampSaleLine[]>();
    for (const l of lines) {
      const own = linesOf.get(l.order_id);
      if (own) own.push(l);
      else linesOf.set(l.order_id, [l]);
    }
    const now = read.now;
    const balances = new Map<string, number>();
    for (const [customerId, sales] of countedOf) {
      const parts = { earned: 0, taken: 0, redeemed: 0, givenBack: 0 };
      for (const sale of sales) {
        const own = (linesOf.get(sale.order_id) ?? []).map((l) => ({
          ...l,
          qualifies: reward !== null && qualifies(l.product, reward),
        }));
        const redeemed = find(sale.order_id, 'stamps_redeem');
        let earned = find(sale.order_id, 'stamps_earn');
        if (!earned && row?.kind === 'stamps' && sale.paid_at >= row.since) {
          // the free unit earns no stamp, as on a paper card (its redeem row is written when the sale is paid)
          const stamps = Math.max(0, stampsEarned(own) - (redeemed ? 1 : 0));
          earned = ledgerRow(sellerId, customerId, sale.order_id, 'stamps_earn', stamps, cardSize(row), now);
          writes.earn(earned);
        }
        if (earned) {
          const back = Math.min(earned.points, stampsTakenBack(own));
          const taken = find(sale.order_id, 'stamps_refund');
          if (back > (taken?.points ?? 0))
            writes.takeBack(
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
            writes.takeBack(
              ledgerRow(sellerId, customerId, sale.order_id, 'stamps_unredeem', given, cardSize(row), now),
            );
          parts.redeemed += redeemed.points;
          parts.givenBack += Math.max(given, before?.points ?? 0);
        }
      }
      balances.set(customerId, stampsBalance(parts));
    }
    return balances;
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
