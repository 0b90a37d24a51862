import type { z } from 'zod';
import { fromCents } from '../../contract/money';
import type { Sale, saleData, sales } from '../../contract/orders';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import { formatHk, periodStart } from './hk-time';
import type { OrderView } from './order-view';
import type { OrdersDeps } from './orders-deps';
import type { SalesFilter } from './repository';

type SalesInput = z.output<typeof sales.input>;
type SaleData = z.input<typeof saleData.output>;

const LIST_LIMIT = 20;
const BEST_SELLERS = 5;

/** A seller's sales records (`sales`, paged, with totals) and the dashboard figures (`saleData`). */
export class SalesReports {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'repo' | 'now'>,
    private readonly view: OrderView,
  ) {}

  async sales(
    input: SalesInput,
    user: SessionUser,
  ): Promise<{
    items: Sale[];
    totals: { revenue: number; fees: number; profit: number; count: number };
    next_cursor: string | null;
  }> {
    const limit = input.limit ?? LIST_LIMIT;
    const filter: SalesFilter = {
      sellerId: user.id,
      since: sinceOf(input.period, this.deps.now()),
      orderType: input.channel === 'online' ? 'Online-Sell' : input.channel === 'pos' ? 'POS-Sell' : null,
    };
    const cursor = parseSalesCursor(input.cursor);
    const [rows, agg] = await Promise.all([
      this.deps.repo.salesPage(filter, cursor, limit + 1),
      this.deps.repo.salesAggregate(filter),
    ]);
    const page = rows.slice(0, limit);
    const rendered = await this.view.render(page, user);
    const last = page[page.length - 1];
    return {
      items: rendered.map((o, i) => ({
        order_id: o.order_id,
        sale_number: o.sale_number,
        order_type: o.order_type,
        channel: o.order_type === 'POS-Sell' ? 'pos' : 'online',
        status: o.status,
        payment_method: o.payment_method,
        time: formatHk(page[i]!.paid_at!),
        items: o.items,
        quantity: page[i]!.units,
        total: o.total,
        transaction_fee: o.transaction_fee,
        total_profit: o.total_profit ?? 0,
      })),
      totals: {
        revenue: fromCents(agg.total_cents),
        fees: fromCents(agg.fee_cents),
        profit: fromCents(agg.profit_cents),
        count: agg.count,
      },
      next_cursor: rows.length > limit && last ? `${last.paid_at}_${last.id}` : null,
    };
  }

  async saleData(user: SessionUser): Promise<SaleData> {
    const now = this.deps.now();
    const figures = async (days: number) => {
      const agg = await this.deps.repo.salesAggregate({
        sellerId: user.id,
        since: periodStart(now, days),
        orderType: null,
      });
      return {
        revenue: fromCents(agg.total_cents),
        fees: fromCents(agg.fee_cents),
        profit: fromCents(agg.profit_cents),
        sales: agg.count,
        units: agg.units,
      };
    };
    const [today, week, month, best] = await Promise.all([
      figures(1),
      figures(7),
      figures(30),
      this.deps.repo.bestSellers(user.id, periodStart(now, 30), BEST_SELLERS),
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
        revenue: fromCents(b.revenue_cents),
      })),
      generated_at: formatHk(now),
    };
  }
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
