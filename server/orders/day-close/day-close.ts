import type { z } from 'zod';
import type { DayClose, DayFigures, dayCloseSave } from '../../../contract/day-close';
import { fromCents, toCents } from '../../../contract/money';
import { expectedCashCents } from '../../../contract/sale-figures';
import { cashMoveSums } from '../../../contract/shift-figures';
import { newId } from '../../db/ids';
import type { SessionUser } from '../../http/context';
import { requirePermission, staffIdOf } from '../../staff/permissions';
import { formatHk } from '../core/hk-time';
import type { OrdersDeps } from '../core/orders-deps';
import { hkDateOf, hkMidnight, nextBucket } from '../reports/report-buckets';
import type { SalesRepository } from '../reports/repository';
import type { DayCloseRepository, DayCloseRow } from './repository';
import { addSplits, type SplitReads } from './split-figures';

type SaveInput = z.output<typeof dayCloseSave.input>;

const PAGE = 20;

/**
 * Closing the day (docs/decisions/0173-day-close.md). The day's figures come from its sales (by payment time;
 * an offline sale's is when it was rung up) and refunds (by when they were made), read live: a close made
 * before an offline sale synced shows that sale once it has.
 */
export class DayCloses {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'now'>,
    private readonly repo: DayCloseRepository,
    private readonly sales: Pick<SalesRepository, 'reportSales' | 'reportRefunds'>,
    /** the signed cash moves of the seller's shifts in [since, until) (docs/decisions/0279-shifts-and-cash-moves.md) */
    private readonly cashMovesBetween: (sellerId: string, since: number, until: number) => Promise<number[]>,
    /** split sales' parts and refunds by part (docs/decisions/0281-split-payments.md) */
    private readonly splits: SplitReads = { partsOf: async () => [], refundPartsOf: async () => [] },
  ) {}

  async figures(
    day: string | undefined,
    user: SessionUser,
  ): Promise<{ figures: DayFigures; close: DayClose | null }> {
    const d = day ?? hkDateOf(this.deps.now());
    const [figures, row] = await Promise.all([this.dayFigures(d, user.id), this.repo.find(user.id, d)]);
    return { figures: fromFigures(figures), close: row ? closeOut(row, figures) : null };
  }

  async save(input: SaveInput, user: SessionUser): Promise<DayClose> {
    requirePermission(user, 'close_day');
    const day = input.day ?? hkDateOf(this.deps.now());
    const existing = await this.repo.find(user.id, day);
    await this.repo.upsert({
      id: existing?.id ?? newId(),
      seller_id: user.id,
      day,
      opening_float_cents: toCents(input.opening_float),
      counted_cash_cents: toCents(input.counted_cash),
      note: input.note,
      closed_at: this.deps.now(),
      staff_id: staffIdOf(user),
    });
    const row = (await this.repo.find(user.id, day))!;
    return closeOut(row, await this.dayFigures(day, user.id));
  }

  async list(cursor: string | null | undefined, user: SessionUser) {
    const rows = await this.repo.page(user.id, cursor ?? null, PAGE + 1);
    const page = rows.slice(0, PAGE);
    const items = await Promise.all(
      page.map(async (r) => closeOut(r, await this.dayFigures(r.day, user.id))),
    );
    return { items, next_cursor: rows.length > PAGE ? page[page.length - 1]!.day : null };
  }

  /** the day's money in cents, by method; cash apart; with the cash moved in the day's shifts */
  private async dayFigures(day: string, sellerId: string): Promise<Cents> {
    const since = hkMidnight(day);
    const until = hkMidnight(nextBucket(day, 'day'));
    const [figures, moves] = await Promise.all([
      this.figuresBetween(sellerId, since, until, day),
      this.cashMovesBetween(sellerId, since, until),
    ]);
    const sums = cashMoveSums(moves);
    return { ...figures, cashIn: sums.in, cashOut: sums.out };
  }

  /**
   * The money taken in [since, until) in cents, by method, cash apart: the day close's and a shift's
   * (server/orders/shifts/) figures, from the same sales and refunds queries.
   */
  async figuresBetween(sellerId: string, since: number, until: number, day = ''): Promise<Cents> {
    const filter = { sellerId, since, until, orderType: null };
    const [sales, refunds] = await Promise.all([
      this.sales.reportSales(filter),
      this.sales.reportRefunds(filter),
    ]);
    const figures: Cents = {
      day,
      sales: sales.length,
      cashSalesCount: 0,
      cashSales: 0,
      cashRefunds: 0,
      cashRounding: 0,
      cashIn: 0,
      cashOut: 0,
      other: new Map(),
      net: 0,
    };
    const other = (kind: string | null, label: string | null) => {
      const key = `${kind}\u0000${label ?? ''}`;
      const known = figures.other.get(key);
      if (known) return known;
      const entry = { kind: kind ?? 'other', label: label ?? '', sales: 0, amount: 0 };
      figures.other.set(key, entry);
      return entry;
    };
    for (const s of sales) {
      figures.net += s.total_cents;
      if (s.payment_kind === 'split') continue; // by part, below
      if (s.payment_kind === 'cash') {
        figures.cashSales += s.total_cents;
        figures.cashSalesCount += 1;
        figures.cashRounding += s.rounding_cents;
      } else {
        const o = other(s.payment_kind, s.payment_label);
        o.sales += 1;
        o.amount += s.total_cents;
      }
    }
    for (const r of refunds) {
      figures.net -= r.total_cents;
      if (r.payment_kind === 'split') continue; // by part, below
      if (r.payment_kind === 'cash') {
        figures.cashRefunds += r.total_cents;
        figures.cashRounding -= r.rounding_cents;
      } else other(r.payment_kind, r.payment_label).amount -= r.total_cents;
    }
    await addSplits(figures, other, sales, refunds, this.splits);
    return figures;
  }
}

export interface Cents {
  day: string;
  sales: number;
  cashSalesCount: number;
  cashSales: number;
  cashRefunds: number;
  /** the cash rounding in cashSales − cashRefunds (docs/decisions/0264-cash-rounding.md) */
  cashRounding: number;
  /** cash put into the drawer in shifts, and taken out (positive) */
  cashIn: number;
  cashOut: number;
  other: Map<string, { kind: string; label: string; sales: number; amount: number }>;
  net: number;
}

function fromFigures(f: Cents): DayFigures {
  return {
    day: f.day,
    sales: f.sales,
    cash_sales: fromCents(f.cashSales),
    cash_refunds: fromCents(f.cashRefunds),
    cash_rounding: fromCents(f.cashRounding),
    cash_in: fromCents(f.cashIn),
    cash_out: fromCents(f.cashOut),
    other: [...f.other.values()].map((o) => ({ ...o, amount: fromCents(o.amount) })),
    net: fromCents(f.net),
  };
}

function closeOut(row: DayCloseRow, f: Cents): DayClose {
  const expected = expectedCashCents(
    Number(row.opening_float_cents),
    f.cashSales,
    f.cashRefunds,
    f.cashIn - f.cashOut,
  );
  const counted = Number(row.counted_cash_cents);
  return {
    ...fromFigures(f),
    _id: row.id,
    opening_float: fromCents(Number(row.opening_float_cents)),
    expected_cash: fromCents(expected),
    counted_cash: fromCents(counted),
    difference: fromCents(counted - expected),
    note: row.note,
    closed_at: formatHk(Number(row.closed_at)),
  };
}
