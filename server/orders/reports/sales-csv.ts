import type { z } from 'zod';
import type { exportSales } from '../../../contract/data-exchange';
import { fromCents } from '../../../contract/money';
import { type Cell, toCsv } from '../../csv/csv';
import type { SessionUser } from '../../http/context';
import { formatHk } from '../core/hk-time';
import { hkMidnight, nextBucket } from './report-buckets';
import type { SalesRepository } from './repository';

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

/**
 * The sales of a range as CSV (docs/decisions/0174-csv-import-export.md): a row per sold line when it was paid,
 * and a row per refunded line when the refund was made, with negative quantity and money, so the total column
 * adds up to the report's revenue of the same range (docs/decisions/0172-sales-reports.md).
 */
export class SalesCsv {
  constructor(private readonly repo: SalesRepository) {}

  async export(input: Input, user: SessionUser): Promise<{ filename: string; csv: string }> {
    const filter = {
      sellerId: user.id,
      since: hkMidnight(input.from),
      until: hkMidnight(nextBucket(input.to, 'day')),
      orderType: input.channel === 'online' ? 'Online-Sell' : input.channel === 'pos' ? 'POS-Sell' : null,
    } as const;
    const [sold, refunded] = await Promise.all([
      this.repo.soldLines(filter),
      this.repo.refundedLines(filter),
    ]);
    const number = (id: string) => id.slice(-8).toUpperCase();
    const channel = (t: string) => (t === 'POS-Sell' ? 'pos' : 'online');
    const payment = (kind: string | null, label: string | null) => label || kind || '';
    const rows: { at: number; cells: Cell[] }[] = [
      ...sold.map((l) => ({
        at: Number(l.paid_at),
        cells: [
          number(l.order_id),
          formatHk(Number(l.paid_at)),
          channel(l.order_type),
          payment(l.payment_kind, l.payment_label),
          l.name,
          l.quantity,
          money(l.price_cents),
          l.discount_bp / 100,
          money(l.total_cents),
          money(l.fee_cents),
          money(l.profit_cents),
          '',
        ],
      })),
      ...refunded.map((l) => ({
        at: Number(l.created_at),
        cells: [
          number(l.order_id),
          formatHk(Number(l.created_at)),
          channel(l.order_type),
          payment(l.payment_kind, l.payment_label),
          l.name,
          -l.quantity,
          money(l.price_cents),
          l.discount_bp / 100,
          money(-l.total_cents),
          money(-l.fee_cents),
          money(-l.profit_cents),
          number(l.refund_id),
        ],
      })),
    ].sort((a, b) => a.at - b.at);
    return {
      filename: `sales-${input.from}-to-${input.to}.csv`,
      csv: toCsv(
        SALES_COLUMNS,
        rows.map((r) => r.cells),
      ),
    };
  }
}

const money = (cents: number | string) => fromCents(Number(cents)).toFixed(2);
