import type { z } from 'zod';
import type { exportSales } from '../../../contract/data-exchange';
import { pointsGivenBack } from '../../../contract/loyalty';
import { fromCents } from '../../../contract/money';
import { PAYMENT_CODE_TYPES } from '../../../contract/orders';
import { POINT_CENTS } from '../../../contract/sale-figures';
import { spreadOverParts } from '../../../contract/split-payments';
import type { StampReward } from '../../../contract/stamps';
import { type Cell, toCsv } from '../../csv/csv';
import type { SessionUser } from '../../http/context';
import { mayDo } from '../../staff/permissions';
import { formatHk } from '../core/hk-time';
import type { SplitReads } from '../day-close/split-figures';
import { hkMidnight, nextBucket } from './report-buckets';
import type { SalesFilter, SalesRepository } from './repository';
import { refundsGivingCardsBack, type StampSaleLine } from './stamps-given-back';

/**
 * What the CSV reads of a shop's stamp card (docs/decisions/0289-stamp-cards.md): its reward, kept by the customers
 * domain (also after the shop moved to points), and its sales' lines with their products as sold.
 */
export interface StampCardReads {
  rewardOf(sellerId: string): Promise<StampReward | null>;
  linesOf(orderIds: string[]): Promise<StampSaleLine[]>;
}

type Input = z.output<typeof exportSales.input>;

export const SALES_COLUMNS = [
  'sale_number',
  'time',
  'channel',
  'payment',
  'product',
  'quantity',
  'unit_price',
  'discount_percent',
  'total',
  'fee',
  'profit',
  'refund_number',
] as const;

/** the methods a sale can be paid by, each a column of what it paid of the row (docs/decisions/0281) */
export const METHOD_KINDS = ['cash', ...PAYMENT_CODE_TYPES] as const;
export const METHOD_COLUMNS = METHOD_KINDS.map((k) => `paid_${k}` as const);

/**
 * What loyalty took off a sale's bill, after every other column (docs/decisions/0283-loyalty.md, "On the receipt"):
 * the points it redeemed, what they paid, and a full stamp card's free item (0289-stamp-cards.md). A sale's own
 * figures, on its first line's row only (blank on its other rows), so a column adds up to the range's; they are
 * already in the rows' totals, as the bill's discount is. A refund's first row carries the points it gave back to the
 * customer (`pointsGivenBack`, as her ledger's `unredeem` row counts them), negative, so the points columns add up
 * to what points paid net of refunds (0283, "Addendum — refunds in the sales CSV").
 */
export const LOYALTY_COLUMNS = ['points_redeemed', 'points_discount', 'stamps_discount'] as const;

/**
 * The sales of a range as CSV (docs/decisions/0174-csv-import-export.md): a row per sold line when it was paid,
 * and a row per refunded line when the refund was made, with negative quantity and money, a "Delivery" row for
 * each delivery fee charged or given back (decision 0248) and a "Cash rounding" row for each cash payment rounded
 * to 10¢ and each refund that gave rounding back (docs/decisions/0264-cash-rounding.md), so the total column
 * adds up to the report's revenue of the same range (docs/decisions/0172-sales-reports.md).
 */
export class SalesCsv {
  constructor(
    private readonly repo: SalesRepository,
    private readonly splits: SplitReads,
    /** the shop's stamp card and its sales' lines, for the card a refund gave back (absent: never shown) */
    private readonly stamps?: StampCardReads,
  ) {}

  async export(input: Input, user: SessionUser): Promise<{ filename: string; csv: string }> {
    const filter = {
      sellerId: user.id,
      since: hkMidnight(input.from),
      until: hkMidnight(nextBucket(input.to, 'day')),
      orderType: input.channel === 'online' ? 'Online-Sell' : input.channel === 'pos' ? 'POS-Sell' : null,
    } as const;
    const [sold, refunded, deliveries, deliveriesBack, roundings, roundingsBack, pointsBack] =
      await Promise.all([
        this.repo.soldLines(filter),
        this.repo.refundedLines(filter),
        this.repo.soldDeliveries(filter),
        this.repo.refundedDeliveries(filter),
        this.repo.soldRoundings(filter),
        this.repo.refundedRoundings(filter),
        this.repo.refundedPoints(filter),
      ]);
    // sold rows count up, refund rows down (sign −1) and name their refund; a sale's loyalty on its first row
    const counted = new Set<string>();
    const rows = [
      ...sold.map((l) => {
        const first = !counted.has(l.order_id);
        counted.add(l.order_id);
        return csvRow(l, Number(l.paid_at), 1, null, lineFigures(l), first ? loyaltyCells(l) : undefined);
      }),
      ...refunded.map((l) => csvRow(l, Number(l.created_at), -1, l.refund_id, lineFigures(l))),
      // the delivery fee as a line of its own: it is in the sale's total (docs/decisions/0248-delivery-fees.md);
      // it is not profit, so the profit loses the fee charged on it, and all of it when it is given back
      ...deliveries.map((d) =>
        csvRow(d, Number(d.paid_at), 1, null, {
          ...deliveryFigures(d.delivery_fee_cents, d.delivery_txn_fee_cents),
          profit: -Number(d.delivery_txn_fee_cents),
        }),
      ),
      ...deliveriesBack.map((d) =>
        csvRow(d, Number(d.created_at), -1, d.refund_id, {
          ...deliveryFigures(d.delivery_cents, d.delivery_txn_fee_cents),
          profit: Number(d.delivery_cents) - Number(d.delivery_txn_fee_cents),
        }),
      ),
      // a cash payment's rounding to 10¢ is in the sale's total, never in its fee or profit (decision 0264)
      ...roundings.map((r) => csvRow(r, Number(r.paid_at), 1, null, roundingFigures(r.rounding_cents))),
      ...roundingsBack.map((r) =>
        csvRow(r, Number(r.created_at), -1, r.refund_id, roundingFigures(r.rounding_cents)),
      ),
    ].sort((a, b) => a.at - b.at);
    // the points each refund gave back, on its first row (negative: they no longer paid for the sale)
    const givenBack = new Map(pointsBack.map((r) => [r.refund_id, pointsGivenBackBy(r)]));
    for (const row of rows) {
      const points = row.refundId === null ? undefined : givenBack.get(row.refundId);
      if (row.refundId === null || points === undefined) continue;
      givenBack.delete(row.refundId);
      row.loyalty = [points ? -points : '', cellOf(-points * POINT_CENTS), ''];
    }
    // the stamp card a refund gave back, on its first row (negative: the free item is paid for again)
    const cardsBack = await this.cardsGivenBack(filter);
    for (const row of rows) {
      const cents = row.refundId === null ? undefined : cardsBack.get(row.refundId);
      if (row.refundId === null || cents === undefined) continue;
      cardsBack.delete(row.refundId);
      row.loyalty = [row.loyalty[0] ?? '', row.loyalty[1] ?? '', cellOf(-cents)];
    }
    const methods = await this.methodCells(rows);
    // a member without see_costs gets the file without its profit column (docs/decisions/0280)
    const shown = SALES_COLUMNS.map((c) => c !== 'profit' || mayDo(user, 'see_costs'));
    return {
      filename: `sales-${input.from}-to-${input.to}.csv`,
      csv: toCsv(
        [...SALES_COLUMNS.filter((_, c) => shown[c]), ...METHOD_COLUMNS, ...LOYALTY_COLUMNS],
        rows.map((r, i) => [
          ...r.cells.filter((_, c) => shown[c]),
          ...METHOD_KINDS.map((k) => cellOf(methods[i]![k])),
          ...r.loyalty,
        ]),
      ),
    };
  }

  /**
   * The refunds in the range that gave a stamp card back, with the free item's cents (docs/decisions/0289-stamp-cards.md):
   * its sale's refunds in the order they were made, the first after which every qualifying unit is back, as the
   * customer's ledger gives the card back (`refundsGivingCardsBack`). So over a range holding the sale and all its
   * refunds the column adds up to 0, as the points columns do.
   */
  private async cardsGivenBack(filter: SalesFilter): Promise<Map<string, number>> {
    if (!this.stamps) return new Map();
    const { inRange, refundLines } = await this.repo.refundedStampSales(filter);
    if (inRange.length === 0) return new Map();
    const [reward, lines] = await Promise.all([
      this.stamps.rewardOf(filter.sellerId),
      this.stamps.linesOf([...new Set(inRange.map((r) => r.order_id))]),
    ]);
    const given = refundsGivingCardsBack(reward, lines, refundLines);
    const cents = new Map<string, number>();
    for (const r of inRange)
      if (given.get(r.order_id) === r.refund_id) cents.set(r.refund_id, r.stamps_cents);
    return cents;
  }

  /**
   * Each row's total by method (docs/decisions/0281-split-payments.md): a sale or refund paid by one method has it
   * all in that method's column; a split sale's rows take its parts in order, and a split refund's rows what it gave
   * back by part (contract `spreadOverParts`), so a sale's or a refund's cells add up to its total.
   */
  private async methodCells(rows: readonly CsvRow[]): Promise<Record<string, number>[]> {
    const splitSales = [...new Set(rows.filter((r) => r.split && !r.refundId).map((r) => r.orderId))];
    const splitRefunds = [
      ...new Set(rows.filter((r) => r.split && r.refundId).map((r) => r.refundId as string)),
    ];
    const [parts, backs] = await Promise.all([
      this.splits.partsOf(splitSales),
      this.splits.refundPartsOf(splitRefunds),
    ]);
    const partsOf = new Map<string, { kind: string; amountCents: number }[]>();
    const add = (key: string, kind: string, amountCents: number) =>
      partsOf.set(key, [...(partsOf.get(key) ?? []), { kind, amountCents }]);
    for (const p of parts) add(`s:${p.order_id}`, p.kind, Number(p.amount_cents));
    for (const b of backs) add(`r:${b.refund_id}`, b.kind, Number(b.amount_cents));
    // the rows of each sale and each refund, in the CSV's order
    const groups = new Map<string, number[]>();
    rows.forEach((r, i) => {
      const key = r.refundId ? `r:${r.refundId}` : `s:${r.orderId}`;
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    const out: Record<string, number>[] = rows.map(() => ({}));
    for (const [key, idx] of groups) {
      const first = rows[idx[0]!]!;
      const theirs = first.split
        ? (partsOf.get(key) ?? [])
        : first.kind
          ? [{ kind: first.kind, amountCents: idx.reduce((n, i) => n + rows[i]!.totalCents, 0) * first.sign }]
          : [];
      const cells = spreadOverParts(
        idx.map((i) => rows[i]!.totalCents * first.sign),
        theirs,
      );
      idx.forEach((i, j) => {
        for (const [k, c] of Object.entries(cells[j]!)) out[i]![k] = c * first.sign;
      });
    }
    return out;
  }
}

/** a method's cell: blank when it paid nothing of the row */
const cellOf = (cents: number | undefined) => (cents ? money(cents) : '');

/** the product column of a delivery fee's row */
export const DELIVERY_ROW = 'Delivery';
/** the product column of a cash rounding's row (docs/decisions/0264-cash-rounding.md) */
export const ROUNDING_ROW = 'Cash rounding';

interface SaleOf {
  order_id: string;
  order_type: string;
  payment_kind: string | null;
  payment_label: string | null;
}

interface Figures {
  product: string;
  quantity: number;
  price: number | string;
  discountBp: number;
  total: number | string;
  fee: number | string;
  profit: number | string;
}

/** One row of the CSV: a sale's line (sign 1) or a refund's (sign −1, quantity and money negative). */
function csvRow(
  sale: SaleOf,
  at: number,
  sign: 1 | -1,
  refundId: string | null,
  f: Figures,
  loyalty: Cell[] = LOYALTY_COLUMNS.map(() => ''),
) {
  const number = (id: string) => id.slice(-8).toUpperCase();
  const total = sign * Number(f.total);
  const cells: Cell[] = [
    number(sale.order_id),
    formatHk(at),
    sale.order_type === 'POS-Sell' ? 'pos' : 'online',
    sale.payment_label || sale.payment_kind || '',
    f.product,
    sign * f.quantity,
    money(f.price),
    f.discountBp / 100,
    money(total),
    money(sign * Number(f.fee)),
    money(sign * Number(f.profit)),
    refundId ? number(refundId) : '',
  ];
  return {
    at,
    cells,
    loyalty,
    orderId: sale.order_id,
    refundId,
    sign,
    totalCents: total,
    split: sale.payment_kind === 'split',
    /** the one method's column, or null when the sale's method is not known */
    kind: (METHOD_KINDS as readonly string[]).includes(sale.payment_kind ?? '') ? sale.payment_kind : null,
  };
}

type CsvRow = ReturnType<typeof csvRow>;

/** a sale's loyalty cells (LOYALTY_COLUMNS): blank where it used none */
function loyaltyCells(sale: {
  redeem_points?: number | string | null;
  points_cents?: number | string | null;
  stamps_cents?: number | string | null;
}): Cell[] {
  const points = Number(sale.redeem_points ?? 0);
  return [points || '', cellOf(Number(sale.points_cents ?? 0)), cellOf(Number(sale.stamps_cents ?? 0))];
}

/**
 * The points one refund gave back of those its sale redeemed: what the sale's refunds up to and including it give
 * back less what those before it gave (contract `pointsGivenBack`, the function the customer's ledger settles with),
 * so a sale's refunds add up to all it gives back, and to every point redeemed once the sale is wholly refunded.
 */
function pointsGivenBackBy(r: {
  redeem_points: number;
  gross_cents: number;
  units: number;
  before: { refunded_cents: number; refunded_units: number };
  after: { refunded_cents: number; refunded_units: number };
}): number {
  const sale = { gross_cents: r.gross_cents, units: r.units };
  return (
    pointsGivenBack(r.redeem_points, { ...sale, ...r.after }) -
    pointsGivenBack(r.redeem_points, { ...sale, ...r.before })
  );
}

/** A sold or refunded line's figures, as the row shows them before its sign. */
function lineFigures(l: {
  name: string;
  quantity: number | string;
  price_cents: number;
  discount_bp: number;
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
}): Figures {
  return {
    product: l.name,
    quantity: Number(l.quantity),
    price: l.price_cents,
    discountBp: l.discount_bp,
    total: l.total_cents,
    fee: l.fee_cents,
    profit: l.profit_cents,
  };
}

function deliveryFigures(fee: number | string, txnFee: number | string) {
  return { product: DELIVERY_ROW, quantity: 1, price: fee, discountBp: 0, total: fee, fee: txnFee };
}

function roundingFigures(rounding: number | string): Figures {
  return {
    product: ROUNDING_ROW,
    quantity: 1,
    price: rounding,
    discountBp: 0,
    total: rounding,
    fee: 0,
    profit: 0,
  };
}

const money = (cents: number | string) => fromCents(Number(cents)).toFixed(2);
