import { fromCents } from '../../contract/money';
import type { StaffSalesRow } from '../../contract/staff';
import { staffSalesRow, staffSalesTable } from '../../contract/staff-figures';
import { toCsv } from '../csv/csv';
import type { SessionUser } from '../http/context';
import { requirePermission } from './permissions';
import type { StaffRepository } from './repository';

export interface StaffSalesSource {
  /** the sales and refunds of these Hong Kong days by staff id, from the sales records (orders) */
  of(
    sellerId: string,
    from: string,
    to: string,
  ): Promise<{
    sales: { staff_id: string | null; total_cents: number; discount_cents: number; count: number }[];
    refunds: { staff_id: string | null; total_cents: number }[];
  }>;
}

export const STAFF_SALES_COLUMNS = [
  'staff',
  'gross',
  'refunds',
  'discounts',
  'net',
  'sales',
  'average',
] as const;

/** Sales by staff in the back office and as CSV (docs/decisions/0280-staff-pins-and-roles.md). */
export class StaffSalesReport {
  constructor(
    private readonly repo: StaffRepository,
    private readonly source: StaffSalesSource,
  ) {}

  async report(
    input: { from: string; to: string },
    user: SessionUser,
  ): Promise<{ rows: StaffSalesRow[]; total: StaffSalesRow }> {
    requirePermission(user, 'see_reports');
    const { sales, refunds } = await this.source.of(user.id, input.from, input.to);
    const table = staffSalesTable(sales, refunds);
    const ids = table.rows.map((r) => r.staff_id).filter((id): id is string => id !== null);
    const names = await this.repo.names(user.id, ids);
    const rows = table.rows
      .map((r) => staffSalesRow(r, r.staff_id ? (names.get(r.staff_id) ?? null) : null))
      .sort((a, b) => b.gross - a.gross);
    return { rows, total: staffSalesRow(table.total, null) };
  }

  async csv(
    input: { from: string; to: string },
    user: SessionUser,
  ): Promise<{ filename: string; csv: string }> {
    const { rows, total } = await this.report(input, user);
    const line = (r: StaffSalesRow, name: string) => [
      name,
      fixed(r.gross),
      fixed(r.refunds),
      fixed(r.discounts),
      fixed(r.net),
      r.sales,
      fixed(r.average),
    ];
    return {
      filename: `sales-by-staff-${input.from}-to-${input.to}.csv`,
      csv: toCsv(STAFF_SALES_COLUMNS, [
        ...rows.map((r) => line(r, r.name ?? (r.staff_id ? r.staff_id : 'Owner (no PIN)'))),
        line(total, 'Total'),
      ]),
    };
  }
}

const fixed = (n: number) => fromCents(Math.round(n * 100)).toFixed(2);
