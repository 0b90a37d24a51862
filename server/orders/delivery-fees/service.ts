import type { z } from 'zod';
import {
  type DeliveryFeeMode,
  type DeliveryFees,
  type DeliveryFeesInput,
  freeDelivery,
  HK_AREAS,
  type HkArea,
} from '../../../contract/delivery-fees';
import { fromCents, toCents } from '../../../contract/money';
import type { SessionUser } from '../../http/context';
import type { DeliveryFeesRepository, DeliveryFeesRow } from './repository';

type Input = z.output<typeof DeliveryFeesInput>;

const COLUMN: Record<HkArea, keyof DeliveryFeesRow> = {
  hk_island: 'hk_island_cents',
  kowloon: 'kowloon_cents',
  new_territories: 'new_territories_cents',
  outlying_islands: 'outlying_islands_cents',
};

/**
 * What each shop charges to deliver (docs/decisions/0248-delivery-fees.md). Public to read: the shopper
 * sees it before she places the order. Checkout prices each seller's order with the same `deliveryQuote`.
 */
export class DeliveryFeesService {
  constructor(
    private readonly repo: DeliveryFeesRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** each seller's delivery prices; `db`: checkout's transaction, which reads them */
  async of(sellerIds: string[], db?: Parameters<DeliveryFeesRepository['of']>[1]): Promise<DeliveryFees[]> {
    const ids = [...new Set(sellerIds)];
    const rows = new Map((await this.repo.of(ids, db)).map((r) => [r.seller_id, r]));
    return ids.map((id) => {
      const row = rows.get(id);
      return row ? feesOf(row) : freeDelivery(id);
    });
  }

  /** whether the seller has set her delivery fees herself (her setup checklist, decision 0272) */
  async setBy(sellerId: string): Promise<boolean> {
    return (await this.repo.of([sellerId])).length > 0;
  }

  async update(input: Input, user: SessionUser): Promise<DeliveryFees> {
    // only the figures the mode uses are kept: switching back to flat does not revive an old area price
    const cents = (n: number | null | undefined) => (n === null || n === undefined ? null : toCents(n));
    const row: DeliveryFeesRow = {
      seller_id: user.id,
      mode: input.mode,
      flat_cents: input.mode === 'flat' ? cents(input.flat) : null,
      hk_island_cents: null,
      kowloon_cents: null,
      new_territories_cents: null,
      outlying_islands_cents: null,
      free_above_cents: input.mode === 'free' ? null : cents(input.free_above),
      updated_at: this.now(),
    };
    if (input.mode === 'by_area') {
      for (const area of HK_AREAS) (row[COLUMN[area]] as number | null) = cents(input.areas?.[area]);
    }
    await this.repo.save(row);
    return feesOf(row);
  }
}

function feesOf(row: DeliveryFeesRow): DeliveryFees {
  const money = (c: number | null) => (c === null ? null : fromCents(Number(c)));
  return {
    seller_id: row.seller_id,
    mode: row.mode as DeliveryFeeMode,
    flat: money(row.flat_cents),
    areas: {
      hk_island: money(row.hk_island_cents),
      kowloon: money(row.kowloon_cents),
      new_territories: money(row.new_territories_cents),
      outlying_islands: money(row.outlying_islands_cents),
    },
    free_above: money(row.free_above_cents),
  };
}
