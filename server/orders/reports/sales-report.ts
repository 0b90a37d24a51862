import { fromCents } from '../../../contract/money';
import { type Bucket, bucketStart, bucketsBetween, hkDateOf } from './report-buckets';
import type { ProductFigures, ReportRefundRow, ReportSaleRow } from './repository';

interface Sums {
  revenue: number;
  profit: number;
  fees: number;
  refunds: number;
  sales: number;
  units: number;
}
const empty = (): Sums => ({ revenue: 0, profit: 0, fees: 0, refunds: 0, sales: 0, units: 0 });

/**
 * The report of a range (docs/decisions/0172-sales-reports.md), from the range's sales (as paid) and refunds
 * (as made), all in cents until the end: a sale adds to the bucket of its payment, a refund takes off in the
 * bucket of its day. Pure, so the tests can compare it with the sales list's SQL totals.
 */
export function buildSalesReport(
  range: { from: string; to: string; bucket: Bucket },
  sales: ReportSaleRow[],
  refunds: ReportRefundRow[],
  products: { sold: ProductFigures[]; refunded: ProductFigures[] },
  bestSellers = 10,
) {
  const buckets = new Map(bucketsBetween(range.from, range.to, range.bucket).map((b) => [b, empty()]));
  const totals = empty();
  const methods = new Map<string, { kind: string; label: string; sales: number; revenue: number }>();
  const channels = new Map<'online' | 'pos', { sales: number; revenue: number }>();
  const methodOf = (r: { payment_kind: string | null; payment_label: string | null }) => {
    const kind = r.payment_kind ?? 'other';
    const key = `${kind}\u0000${r.payment_label ?? ''}`;
    const known = methods.get(key);
    if (known) return known;
    const m = { kind, label: r.payment_label ?? '', sales: 0, revenue: 0 };
    methods.set(key, m);
    return m;
  };
  const channelOf = (t: ReportSaleRow['order_type']) => {
    const c = t === 'POS-Sell' ? 'pos' : 'online';
    const known = channels.get(c);
    if (known) return known;
    const figures = { sales: 0, revenue: 0 };
    channels.set(c, figures);
    return figures;
  };
  const add = (
    sums: Sums,
    r: { total_cents: number; profit_cents: number; fee_cents: number; units: number },
    sign: 1 | -1,
  ) => {
    sums.revenue += sign * r.total_cents;
    sums.profit += sign * r.profit_cents;
    sums.fees += sign * r.fee_cents;
    sums.units += sign * r.units;
    if (sign === -1) sums.refunds += r.total_cents;
  };

  for (const s of sales) {
    const bucket = buckets.get(bucketStart(hkDateOf(s.paid_at), range.bucket));
    for (const sums of [bucket, totals]) {
      if (!sums) continue;
      add(sums, s, 1);
      sums.sales += 1;
    }
    const m = methodOf(s);
    m.sales += 1;
    m.revenue += s.total_cents;
    const c = channelOf(s.order_type);
    c.sales += 1;
    c.revenue += s.total_cents;
  }
  for (const r of refunds) {
    const bucket = buckets.get(bucketStart(hkDateOf(r.created_at), range.bucket));
    for (const sums of [bucket, totals]) if (sums) add(sums, r, -1);
    methodOf(r).revenue -= r.total_cents;
    channelOf(r.order_type).revenue -= r.total_cents;
  }

  const refunded = new Map(products.refunded.map((p) => [p.product_id, p]));
  const best = products.sold
    .map((p) => ({
      ...p,
      units: p.units - (refunded.get(p.product_id)?.units ?? 0),
      revenue_cents: p.revenue_cents - (refunded.get(p.product_id)?.revenue_cents ?? 0),
    }))
    .filter((p) => p.units > 0)
    .sort(
      (a, b) =>
        b.units - a.units || b.revenue_cents - a.revenue_cents || a.product_id.localeCompare(b.product_id),
    )
    .slice(0, bestSellers);

  const money = (s: Sums) => ({
    revenue: fromCents(s.revenue),
    profit: fromCents(s.profit),
    fees: fromCents(s.fees),
    refunds: fromCents(s.refunds),
  });
  return {
    ...range,
    buckets: [...buckets].map(([start, s]) => ({ start, sales: s.sales, ...money(s) })),
    totals: { count: totals.sales, units: totals.units, ...money(totals) },
    by_method: [...methods.values()]
      .map((m) => ({ ...m, revenue: fromCents(m.revenue) }))
      .sort((a, b) => b.revenue - a.revenue || a.kind.localeCompare(b.kind)),
    by_channel: [...channels].map(([channel, c]) => ({
      channel,
      sales: c.sales,
      revenue: fromCents(c.revenue),
    })),
    best_sellers: best.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      thumbnail: p.thumbnail,
      units: p.units,
      unit: p.unit ?? 'piece',
      revenue: fromCents(p.revenue_cents),
    })),
  };
}
