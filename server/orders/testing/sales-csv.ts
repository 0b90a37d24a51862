import Papa from 'papaparse';
import { expect } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { hkDateOf } from '../reports/report-buckets';
import { cents } from './test-helpers';

/**
 * The sales CSV as the API tests read it (docs/decisions/0172-sales-reports.md). The reports, payments, loyalty and
 * delivery-fee tests each wrote the same export call, byte-order-mark strip and parse again; this is the one copy.
 */

/** a row of the sales CSV, by column name */
export type SalesCsvRow = Record<string, string>;

/**
 * The sales CSV of the caller's shop (`as`: her token, or a till member's headers) from `from` to `to` (both default to
 * today in Hong Kong): its file name, its text without the byte-order mark, and its rows by column. The export must
 * succeed.
 */
export async function salesCsv(
  server: TestServer,
  as: { token: string; headers?: Record<string, string> },
  { from = hkDateOf(Date.now()), to = from }: { from?: string; to?: string } = {},
): Promise<{ filename: string; csv: string; rows: SalesCsvRow[] }> {
  const file = await server.call<{ filename: string; csv: string }>(
    '/res/order/export_sales_csv',
    { from, to },
    as,
  );
  expect(file.status, JSON.stringify(file.body)).toBe(200);
  const csv = file.data.csv.replace(/^\uFEFF/, '');
  const rows = Papa.parse<SalesCsvRow>(csv, { header: true, skipEmptyLines: true }).data;
  return { filename: file.data.filename, csv, rows };
}

/** the columns of what each payment method paid of a row, spelled out here so that a missing one fails the test */
const PAID_COLUMNS = [
  'paid_cash',
  'paid_fps',
  'paid_payme',
  'paid_alipay_hk',
  'paid_wechat_pay',
  'paid_other',
];

/** a money column of a row, in cents (an empty cell is 0) */
export const centsIn = (row: SalesCsvRow, column: string) => cents(Number(row[column] || 0));

/** Asserts that each row's payment-method columns add up to its total (a split sale's parts, row by row). */
export function expectMethodsAddUpToTotal(rows: readonly SalesCsvRow[]): void {
  for (const row of rows) {
    expect(
      PAID_COLUMNS.reduce((n, column) => n + centsIn(row, column), 0),
      JSON.stringify(row),
    ).toBe(centsIn(row, 'total'));
  }
}
