import { fromCents, roundDiv } from './money';
import { netOfRefunds } from './sale-figures';
import type { StaffSalesRow } from './staff';

export interface StaffSalesCentsRow {
  staff_id: string | null;
  gross_cents: number;
  refunds_cents: number;
  discounts_cents: number;
  count: number;
}

/**
 * One member's row of the sales by staff (docs/decisions/0280-staff-pins-and-roles.md): the gross of the sales she
 * took, the refunds she made, the discounts she gave, the net by the sales records' one formula (netOfRefunds) and
 * the average sale (gross over the count, to the cent).
 */
export function staffSalesRow(c: StaffSalesCentsRow, name: string | null): StaffSalesRow {
  const zero = { fee_cents: 0, profit_cents: 0, units: 0 };
  const net = netOfRefunds({ total_cents: c.gross_cents, ...zero }, [
    { total_cents: c.refunds_cents, ...zero },
  ]);
  return {
    staff_id: c.staff_id,
    name,
    gross: fromCents(c.gross_cents),
    refunds: fromCents(c.refunds_cents),
    discounts: fromCents(c.discounts_cents),
    net: fromCents(net.total_cents),
    sales: c.count,
    average: c.count > 0 ? fromCents(roundDiv(c.gross_cents, c.count)) : 0,
  };
}

/** the rows by staff (sales and refunds merged by member) and their total */
export function staffSalesTable(
  sales: readonly { staff_id: string | null; total_cents: number; discount_cents: number; count: number }[],
  refunds: readonly { staff_id: string | null; total_cents: number }[],
): { rows: StaffSalesCentsRow[]; total: StaffSalesCentsRow } {
  const byId = new Map<string | null, StaffSalesCentsRow>();
  const row = (id: string | null) => {
    let r = byId.get(id);
    if (!r) {
      r = { staff_id: id, gross_cents: 0, refunds_cents: 0, discounts_cents: 0, count: 0 };
      byId.set(id, r);
    }
    return r;
  };
  for (const s of sales) {
    const r = row(s.staff_id);
    r.gross_cents += s.total_cents;
    r.discounts_cents += s.discount_cents;
    r.count += s.count;
  }
  for (const f of refunds) row(f.staff_id).refunds_cents += f.total_cents;
  const rows = [...byId.values()];
  const total: StaffSalesCentsRow = {
    staff_id: null,
    gross_cents: rows.reduce((n, r) => n + r.gross_cents, 0),
    refunds_cents: rows.reduce((n, r) => n + r.refunds_cents, 0),
    discounts_cents: rows.reduce((n, r) => n + r.discounts_cents, 0),
    count: rows.reduce((n, r) => n + r.count, 0),
  };
  return { rows, total };
}
