import type { z } from 'zod';
import { fromCents } from '../../../contract/money';
import { TO_CHECK_LIST } from '../../../contract/offline-sales';
import {
  REPORT_BUCKETS_MAX,
  type Sale,
  type saleData,
  type sales,
  type salesReport,
} from '../../../contract/orders';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { mayDo } from '../../staff/permissions';
import { formatHk, periodStart } from '../core/hk-time';
import type { OrderView } from '../core/order-view';
import type { OrdersDeps } from '../core/orders-deps';
import type { OrderRow } from '../core/repository';
import { saleNet } from '../core/sale-net';
import { bucketsBetween, hkMidnight, nextBucket } from './report-buckets';
import type { SalesFilter, SalesRepository } from './repository';
import { buildSalesReport } from './sales-report';

type SalesInput = z.output<typeof sales.input>;
type SaleData = z.input<typeof saleData.output>;
type ReportInput = z.output<typeof salesReport.input>;
type Report = z.input<typeof salesReport.output>;

const LIST_LIMIT = 20;
const BEST_SELLERS = 5;

/** A seller's sales records (`sales`, paged, with totals) and the dashboard figures (`saleData`). */
export class SalesReports {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'now' | 'repo'>,
    private readonly repo: SalesRepository,
    private readonly view: OrderView,
  ) {}

  async sales(
    input: SalesInput,
    user: SessionUser,
  ): Promise<{
    items: Sale[];
    totals: { revenue: number; fees: number; profit?: number; count: number };
    next_cursor: string | null;
  }> {
    const limit = input.limit ?? LIST_LIMIT;
    const range = input.from || input.to ? dateRange(input.from ?? input.to!, input.to ?? input.from!) : null;
    const filter: SalesFilter = {
      sellerId: user.id,
      since: range ? range.since : sinceOf(input.period, this.deps.now()),
      until: range ? range.until : null,
      orderType: orderTypeOf(input.channel),
    };
    const cursor = parseSalesCursor(input.cursor);
    const [rows, agg] = await Promise.all([
      this.repo.salesPage(filter, cursor, limit + 1),
      this.repo.salesAggregate(filter),
    ]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: await this.salesOf(page, user),
      totals: {
        revenue: fromCents(agg.total_cents),
        fees: fromCents(agg.fee_cents),
        ...profitFor(user, agg.profit_cents),
        count: agg.count,
      },
      next_cursor: rows.length > limit && last ? `${last.paid_at}_${last.id}` : null,
    };
  }

  /**
   * The seller's FPS sales recorded offline that she has not ticked against her bank app yet
   * (docs/decisions/0276-fps-offline-to-check.md), newest first, and how many there are.
   */
  async toCheck(user: SessionUser): Promise<{ items: Sale[]; count: number }> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    const { rows, count } = await this.repo.toCheck(user.id, TO_CHECK_LIST);
    return { items: await this.salesOf(rows, user), count };
  }

  /** Paid orders as the sales list shows them. */
  private async salesOf(page: OrderRow[], user: SessionUser): Promise<Sale[]> {
    const [rendered, refunded] = await Promise.all([
      this.view.render(page, user, 'seller'),
      this.deps.repo.refundSumsOf(page.map((o) => o.id)),
    ]);
    const seesCosts = mayDo(user, 'see_costs');
    return rendered.map((o, i) => ({
      order_id: o.order_id,
      sale_number: o.sale_number,
      order_type: o.order_type,
      channel: o.order_type === 'POS-Sell' ? 'pos' : 'online',
      status: o.status,
      payment_method: o.payment_method,
      time: formatHk(page[i]!.paid_at!),
      items: seesCosts ? o.items : o.items.map(({ cost: _c, total_profit: _p, ...line }) => line),
      // the items it kept: its gross less its refund rows (docs/decisions/0267-order-gross-and-refund-rows.md)
      quantity: saleNet(page[i]!, refunded.get(page[i]!.id)).units,
      total: o.total,
      rounding: o.rounding,
      transaction_fee: o.transaction_fee,
      // the profit is for members with see_costs (docs/decisions/0280-staff-pins-and-roles.md)
      ...(seesCosts ? { total_profit: o.total_profit ?? 0 } : {}),
      to_check: o.to_check,
      // why it is to check, where it is not (only) an FPS payment nobody saw arrive (decision 0288)
      ...(o.unapproved ? { unapproved: o.unapproved } : {}),
    }));
  }

  /** The charts of the sales screen (docs/decisions/0172-sales-reports.md). */
  async report(input: ReportInput, user: SessionUser): Promise<Report> {
    const { since, until } = dateRange(input.from, input.to);
    if (bucketsBetween(input.from, input.to, input.bucket).length > REPORT_BUCKETS_MAX) {
      throw new AppError('validation', `to: at most ${REPORT_BUCKETS_MAX} ${input.bucket}s in one report`);
    }
    const filter: SalesFilter = { sellerId: user.id, since, until, orderType: orderTypeOf(input.channel) };
    const [sold, refunds, soldProducts, refundedProducts] = await Promise.all([
      this.repo.reportSales(filter),
      this.repo.reportRefunds(filter),
      this.repo.soldProducts(filter),
      this.repo.refundedProducts(filter),
    ]);
    const report = buildSalesReport({ from: input.from, to: input.to, bucket: input.bucket }, sold, refunds, {
      sold: soldProducts,
      refunded: refundedProducts,
    });
    if (mayDo(user, 'see_costs')) return report;
    const { profit: _total, ...totals } = report.totals;
    return { ...report, totals, buckets: report.buckets.map(({ profit: _p, ...b }) => b) };
  }

  async saleData(user: SessionUser): Promise<SaleData> {
    const now = this.deps.now();
    const figures = async (days: number) => {
      const agg = await this.repo.salesAggregate({
        sellerId: user.id,
        since: periodStart(now, days),
        orderType: null,
      });
      return {
        revenue: fromCents(agg.total_cents),
        fees: fromCents(agg.fee_cents),
        ...profitFor(user, agg.profit_cents),
        sales: agg.count,
        units: agg.units,
      };
    };
    const [today, week, month, best] = await Promise.all([
      figures(1),
      figures(7),
      figures(30),
      this.repo.soldProducts(
        { sellerId: user.id, since: periodStart(now, 30), orderType: null },
        BEST_SELLERS,
      ),
    ]);
    return {
      today,
      last_7_days: week,
      last_30_days: month,
      best_sellers: best.map((b) => ({
        product_id: b.product_id,
        name: b.name,
        thumbnail: b.thumbnail,
        units: b.units,
        unit: b.unit ?? 'piece',
        revenue: fromCents(b.revenue_cents),
      })),
      generated_at: formatHk(now),
    };
  }
}

/** a period's profit, for the owner and members with see_costs only (docs/decisions/0280) */
function profitFor(user: SessionUser, cents: number | string): { profit?: number } {
  return mayDo(user, 'see_costs') ? { profit: fromCents(Number(cents)) } : {};
}

function orderTypeOf(channel: 'online' | 'pos' | 'all'): SalesFilter['orderType'] {
  return channel === 'online' ? 'Online-Sell' : channel === 'pos' ? 'POS-Sell' : null;
}

/** Hong Kong dates, both included, as [since, until) in ms */
function dateRange(from: string, to: string): { since: number; until: number } {
  if (from > to) throw new AppError('validation', 'from: must not be after to');
  return { since: hkMidnight(from), until: hkMidnight(nextBucket(to, 'day')) };
}

function sinceOf(period: SalesInput['period'], now: number): number | null {
  if (period === 'today') return periodStart(now, 1);
  if (period === '7d') return periodStart(now, 7);
  if (period === '30d') return periodStart(now, 30);
  return null;
}

function parseSalesCursor(cursor: string | null | undefined): { paidAt: number; id: string } | null {
  if (!cursor) return null;
  const m = /^(\d{1,16})_([\w-]{1,64})$/.exec(cursor);
  if (!m) throw new AppError('validation', 'cursor: not a cursor of this list');
  return { paidAt: Number(m[1]), id: m[2]! };
}
