import type { Transaction } from 'kysely';
import {
  type LoyaltySettings,
  percentTenthsOf,
  pointsFor,
  pointsGivenBack,
  pointsTakenBack,
} from '../../contract/loyalty';
import { fromCents } from '../../contract/money';
import type { Database } from '../db/schema';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { CustomerKeys, CustomerSale } from '../orders/pos/customer-sales-repository';
import type { PointsHeld, PointsRedemption } from '../orders/pos/till-points';
import { tooManyPoints } from '../orders/pos/till-points';
import { ledgerRow } from './ledger-row';
import { type EntriesRead, LedgerWrites, type LoyaltyEntry, readEntries } from './loyalty-entries';
import type { LoyaltyRepository } from './loyalty-repository';
import { rewardOf, type StampCard } from './stamp-card';
import type { LoyaltySettingsTable } from './tables';

export interface LoyaltyDeps {
  repo: LoyaltyRepository;
  now: () => number;
  salesOf(sellerId: string, keys: CustomerKeys, since: number): Promise<CustomerSale[]>;
  /** her account's entry at a shop with the entries merged into it (the customers service) */
  familyOfAccount(sellerId: string, userId: string): Promise<{ id: string; keys: CustomerKeys } | null>;
  /** her account's entry at a shop, made if she has none yet (the customers service) */
  accountEntry(sellerId: string, userId: string): Promise<unknown>;
  /** a customer entry with the entries merged into it (the customers service) */
  familyOfEntry(sellerId: string, customerId: string): Promise<{ id: string; keys: CustomerKeys } | null>;
  shopNameOf(sellerId: string): Promise<string | null>;
  /** the stamp card, when the shop runs one (docs/decisions/0289-stamp-cards.md) */
  stamps: StampCard;
  /** whether a product is this seller's (a stamp card's reward must be) */
  isOwnProduct(sellerId: string, productId: string): Promise<boolean>;
}

/**
 * Points at a shop (issue 57 item 2; docs/decisions/0283-loyalty.md). A customer's points are settled when they are
 * read: each paid sale of hers since the programme started earns once (the ledger's (order, kind) key), and its
 * refunds take back in one row that only grows, so a sale synced twice from the offline till earns once.
 */
export class Loyalty {
  constructor(private readonly deps: LoyaltyDeps) {}

  async settings(
    input: LoyaltySettings | Record<string, never>,
    seller: SessionUser,
  ): Promise<LoyaltySettings> {
    if ('kind' in input) {
      const now = this.deps.now();
      const before = await this.deps.repo.settings(seller.id);
      if (
        input.kind === 'stamps' &&
        'product_id' in input.reward &&
        !(await this.deps.isOwnProduct(seller.id, input.reward.product_id))
      )
        throw new AppError('validation', notYourReward());
      await this.deps.repo.saveSettings({
        seller_id: seller.id,
        kind: input.kind,
        percent_tenths: input.kind === 'points' ? percentTenthsOf(input.percent) : 0,
        // a card's size and reward are kept while points run, so switching back finds them (decision 0289)
        stamps: input.kind === 'stamps' ? input.stamps : (before?.stamps ?? 0),
        reward_json: input.kind === 'stamps' ? JSON.stringify(input.reward) : (before?.reward_json ?? null),
        // the programme's start stays while it runs; started again (or switched), it counts from now
        since: before?.kind === input.kind && input.kind !== 'off' ? before.since : now,
        updated_at: now,
      });
    }
    return this.read(seller.id);
  }

  async read(sellerId: string): Promise<LoyaltySettings> {
    return settingsOf(await this.deps.repo.settings(sellerId));
  }

  /** a customer entry's points, her merged entries' too, settled first */
  async pointsOf(sellerId: string, customerId: string, keys: CustomerKeys): Promise<number> {
    const read = await readEntries(this.deps, sellerId, [{ id: customerId, keys }]);
    const writes = new LedgerWrites();
    const points = this.settlePoints(sellerId, read, writes);
    await writes.save(this.deps.repo);
    return points.get(customerId) ?? 0;
  }

  /** a customer entry's stamps at a stamp-card shop, settled first; 0 while the shop runs none (decision 0289) */
  async stampsOf(sellerId: string, customerId: string, keys: CustomerKeys): Promise<number> {
    const row = await this.deps.repo.settings(sellerId);
    return row?.kind === 'stamps' ? this.deps.stamps.stampsOf(sellerId, customerId, keys) : 0;
  }

  /**
   * The points and stamps of some customer entries (a page of the customer list), each with her merged entries,
   * settled together: the programme, their sales and ledger read once, their sales' lines once (a stamp card), the
   * rows settling writes in two statements, so a page takes the same few queries whatever its size. Stamps are 0
   * while the shop runs no stamp card (decision 0289). Each entry's figures are those `pointsOf` and the stamp
   * card's `stampsOf` give her alone. `card` is the stamps that fill the shop's card (0 while it runs none, as
   * `read` says), from the programme read with them, so the page reads the shop's settings once.
   */
  async ofEntries(
    sellerId: string,
    entries: readonly LoyaltyEntry[],
  ): Promise<{ byEntry: Map<string, { points: number; stamps: number }>; card: number }> {
    const read = await readEntries(this.deps, sellerId, entries);
    const writes = new LedgerWrites();
    const points = this.settlePoints(sellerId, read, writes);
    const stamps =
      read.settings?.kind === 'stamps' ? await this.deps.stamps.settle(sellerId, read, writes) : null;
    await writes.save(this.deps.repo);
    return {
      byEntry: new Map(
        entries.map((e) => [e.id, { points: points.get(e.id) ?? 0, stamps: stamps?.get(e.id) ?? 0 }]),
      ),
      card: cardSizeOf(read.settings),
    };
  }

  /**
   * Each entry's points from what was read: each paid sale of hers since the programme started earns once, its
   * refunds take back in one row that only grows, and what refunds gave back of points she redeemed likewise. The
   * rows to write go to `writes`.
   */
  private settlePoints(sellerId: string, read: EntriesRead, writes: LedgerWrites): Map<string, number> {
    const row = read.settings;
    const now = read.now;
    const balances = new Map<string, number>();
    for (const [customerId, sales] of read.sales) {
      let points = 0;
      for (const sale of sales) {
        // points redeemed on the sale, and what its refunds gave back of them (one row that only grows)
        const redeemed = read.ledger(sale.order_id, 'redeem');
        if (redeemed) {
          const given = pointsGivenBack(redeemed.points, sale);
          const before = read.ledger(sale.order_id, 'unredeem');
          if (given > (before?.points ?? 0))
            writes.takeBack(
              ledgerRow(sellerId, customerId, sale.order_id, 'unredeem', given, redeemed.percent_tenths, now),
            );
          points -= redeemed.points - Math.max(given, before?.points ?? 0);
        }
        let earned = read.ledger(sale.order_id, 'earn');
        if (!earned && row?.kind === 'points' && sale.paid_at >= row.since) {
          earned = ledgerRow(sellerId, customerId, sale.order_id, 'earn', 0, row.percent_tenths, now);
          earned.points = pointsFor(sale.gross_cents, row.percent_tenths);
          writes.earn(earned);
        }
        if (!earned) continue;
        const back = pointsTakenBack(sale.gross_cents, sale.refunded_cents, earned.percent_tenths);
        const taken = read.ledger(sale.order_id, 'refund');
        if (back > (taken?.points ?? 0))
          writes.takeBack(
            ledgerRow(sellerId, customerId, sale.order_id, 'refund', back, earned.percent_tenths, now),
          );
        points += earned.points - Math.max(back, taken?.points ?? 0);
      }
      // less what her orders awaiting payment hold (redeemed online, given back if cancelled)
      balances.set(customerId, Math.max(0, points - (read.held.get(customerId) ?? 0)));
    }
    return balances;
  }

  /**
   * A customer entry's points (the kept entry's, when merged), settled first; 0 for no entry of the shop's. What
   * her entries had redeemed is read first: a sale paid in between is then counted twice by `redeem`, never missed.
   */
  async pointsOfEntry(sellerId: string, customerId: string): Promise<PointsHeld> {
    const family = await this.deps.familyOfEntry(sellerId, customerId);
    if (!family) return { points: 0, customerIds: [], redeemed: 0 };
    const redeemed = await this.deps.repo.redeemedBy(sellerId, family.keys.customerIds);
    const points = await this.pointsOf(sellerId, family.id, family.keys);
    return { points, customerIds: family.keys.customerIds, redeemed };
  }

  /**
   * A shopper's points at a shop for online checkout: her account's entry (the kept one, when merged), settled
   * first, with what her entries had redeemed read first (as `pointsOfEntry`); null when she is no customer there.
   */
  async pointsOfAccount(
    sellerId: string,
    userId: string,
  ): Promise<(PointsHeld & { customerId: string }) | null> {
    const family = await this.buyerFamily(sellerId, userId);
    if (!family) return null;
    const redeemed = await this.deps.repo.redeemedBy(sellerId, family.keys.customerIds);
    const points = await this.pointsOf(sellerId, family.id, family.keys);
    return { points, customerIds: family.keys.customerIds, redeemed, customerId: family.id };
  }

  /**
   * Her account's entry at a shop and its merged entries. A shopper who bought online before the shop's customer
   * list was ever read has no entry yet, and her paid orders earned nothing anyone could see: her entry is made on
   * her first read when she has a sale there (a shopper who never bought is not made a customer by looking).
   */
  private async buyerFamily(sellerId: string, userId: string) {
    const family = await this.deps.familyOfAccount(sellerId, userId);
    if (family) return family;
    const sales = await this.deps.salesOf(sellerId, { customerIds: [], userIds: [userId] }, 0);
    if (sales.length === 0) return null;
    await this.deps.accountEntry(sellerId, userId);
    return this.deps.familyOfAccount(sellerId, userId);
  }

  /** an order cancelled before it was paid gives back the points it held, in the cancel's transaction */
  async release(trx: Transaction<Database>, orderId: string, now: number): Promise<void> {
    await this.deps.repo.release(trx, orderId, now);
  }

  /**
   * The points a sale used, in its payment's (the till) or its checkout's (online) transaction: one `redeem` row per sale, so a payment retried
   * (its idempotency key answers the first) or recorded twice takes them once. Two tills paying for one customer
   * at once take their turns on the shop's loyalty row, and each takes off the balance it read what the other
   * redeemed since: together they never spend more than she has.
   */
  async redeem(trx: Transaction<Database>, r: PointsRedemption): Promise<void> {
    const settings = await this.deps.repo.lockSettings(trx, r.sellerId);
    const since = (await this.deps.repo.redeemedBy(r.sellerId, r.held.customerIds, trx)) - r.held.redeemed;
    const left = Math.max(0, r.held.points - Math.max(0, since));
    if (r.points > left) throw tooManyPoints(r.points, left);
    await this.deps.repo.redeem(trx, {
      ...ledgerRow(
        r.sellerId,
        r.customerId,
        r.orderId,
        'redeem',
        r.points,
        settings?.percent_tenths ?? 0,
        r.now,
      ),
    });
  }

  /** the shopper's points at a shop */
  async balance(
    sellerId: string,
    user: SessionUser,
  ): Promise<{ points: number; value: number; stamps: number; settings: LoyaltySettings }> {
    if (!(await this.deps.shopNameOf(sellerId))) throw new AppError('notFound');
    const family = await this.buyerFamily(sellerId, user.id);
    const settings = await this.read(sellerId);
    const points = family ? await this.pointsOf(sellerId, family.id, family.keys) : 0;
    const stamps =
      family && settings.kind === 'stamps'
        ? await this.deps.stamps.stampsOf(sellerId, family.id, family.keys)
        : 0;
    return { points, value: fromCents(points), stamps, settings };
  }
}

/** the programme a settings row holds: a stamp card only with its reward, otherwise points or off */
function settingsOf(row: LoyaltySettingsTable | undefined): LoyaltySettings {
  const reward = rewardOf(row);
  if (row?.kind === 'stamps' && reward) return { kind: 'stamps', stamps: Number(row.stamps), reward };
  return row?.kind === 'points' ? { kind: 'points', percent: row.percent_tenths / 10 } : { kind: 'off' };
}

/** the stamps that fill the shop's card; 0 while it runs none (decision 0289) */
function cardSizeOf(row: LoyaltySettingsTable | undefined): number {
  const settings = settingsOf(row);
  return settings.kind === 'stamps' ? settings.stamps : 0;
}

/** a stamp card's reward naming a product that is not the shop's */
function notYourReward() {
  return localized(
    "The stamp card's product must be one of your shop's products.",
    '印花卡的貨品必須是你店舖的貨品。',
    '印花卡的商品必须是你店铺的商品。',
  );
}
