import type { PaymentPartRow } from '../payments/parts-repository';
import type { RefundPartRow } from '../refunds/refunds-repository';
import type { ReportRefundRow, ReportSaleRow } from '../reports/repository';
import type { Cents } from './day-close';

/** what the day close reads of split sales: their payments' parts and what refunds gave back by part */
export interface SplitReads {
  partsOf(orderIds: readonly string[]): Promise<PaymentPartRow[]>;
  refundPartsOf(refundIds: readonly string[]): Promise<RefundPartRow[]>;
}

type Other = (kind: string | null, label: string | null) => { sales: number; amount: number };

/**
 * Adds split sales and their refunds to a day's or a shift's figures by method (docs/decisions/0281-split-payments.md):
 * the cash part (handed over − change) is cash sales, each other part its method's row; a refund's cash part is a
 * cash refund. So the drawer's expected cash is cash tendered − change − cash refunds + cash moves, split or not.
 */
export async function addSplits(
  figures: Cents,
  other: Other,
  sales: readonly ReportSaleRow[],
  refunds: readonly ReportRefundRow[],
  reads: SplitReads,
): Promise<void> {
  const splitSales = sales.filter((s) => s.payment_kind === 'split');
  const splitRefunds = refunds.filter((r) => r.payment_kind === 'split');
  const [parts, backs] = await Promise.all([
    reads.partsOf(splitSales.map((s) => s.id)),
    reads.refundPartsOf(splitRefunds.map((r) => r.id)),
  ]);
  const bySale = groupBy(parts, (p) => p.order_id);
  for (const s of splitSales) {
    const mine = bySale.get(s.id) ?? [];
    if (mine.some((p) => p.kind === 'cash')) {
      figures.cashSalesCount += 1;
      figures.cashRounding += s.rounding_cents;
    }
    for (const p of mine) {
      if (p.kind === 'cash') figures.cashSales += p.amount_cents;
      else {
        const o = other(p.kind, p.label);
        o.sales += 1;
        o.amount += p.amount_cents;
      }
    }
  }
  const byRefund = groupBy(backs, (b) => b.refund_id);
  for (const r of splitRefunds) {
    const mine = byRefund.get(r.id) ?? [];
    if (mine.some((b) => b.kind === 'cash')) figures.cashRounding -= r.rounding_cents;
    for (const b of mine) {
      if (b.kind === 'cash') figures.cashRefunds += b.amount_cents;
      else other(b.kind, b.label).amount -= b.amount_cents;
    }
  }
}

function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}
