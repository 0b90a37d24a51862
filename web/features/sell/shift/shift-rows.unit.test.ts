import { describe, expect, it } from 'vitest';
import type { ShiftReport } from '../../../../contract/shifts';
import { receiptTranslators } from '../../../i18n/receipt-translators.testing';
import { shiftReportPrinted, shiftReportSections } from './shift-rows';

/** The shift report's rows: the report's own figures, the same on screen and on paper (docs/decisions/0279). */
const report: ShiftReport = {
  _id: 's1',
  staff_id: null,
  opened_at: '2026-11-28 09:30:00',
  closed_at: '2026-11-28 19:00:00',
  float: 500,
  cash_sales: 491.4,
  cash_refunds: 20,
  cash_rounding: 0.05,
  cash_in: 100.5,
  cash_out: 50,
  moves: [
    { _id: 'm1', amount: 100.5, reason: 'Change float', at: '2026-11-28 11:02:00' },
    { _id: 'm2', amount: -50, reason: 'lunch', at: '2026-11-28 13:00:00' },
  ],
  expected_cash: 1021.9,
  counted_cash: 1021.8,
  difference: -0.1,
  sales: 3,
  methods: [
    { kind: 'cash', label: '', sales: 2, amount: 471.4 },
    { kind: 'payme', label: 'PayMe', sales: 1, amount: 20 },
  ],
  net: 491.4,
};

const translators = receiptTranslators('shift', ['en', 'zh-HK']);

describe('the shift report rows', () => {
  it('shows every figure of the report, each move with its time and reason, and the takings per method', () => {
    const { t, tReceipts } = translators.get('en')!;
    const sections = shiftReportSections(report, t, tReceipts).map((rows) =>
      rows.map((r) => [r.label, r.value]),
    );
    expect(sections).toEqual([
      [
        ['Opening float', '$500.00'],
        ['Cash sales', '$491.40'],
        ['Cash refunds', '−$20.00'],
        ['Of which cash rounding', '+$0.05'],
        ['Cash in', '+$100.50'],
        ['Cash out', '−$50.00'],
        ['Cash expected in the drawer', '$1,021.90'],
        ['Cash counted', '$1,021.80'],
        ['Difference', '−$0.10'],
      ],
      [
        ['11:02 In: Change float', '+$100.50'],
        ['13:00 Out: lunch', '−$50.00'],
      ],
      [
        ['Cash (2 sales)', '$471.40'],
        ['PayMe (1 sale)', '$20.00'],
      ],
      [['Total taken', '$491.40']],
    ]);
    // on paper: the same rows
    const printed = shiftReportPrinted(report, 'Mei', t, tReceipts);
    expect(printed.sections.map((rows) => rows.map((r) => [r.label, r.value]))).toEqual(sections);
    expect(printed.heading).toEqual([
      'Shift report',
      'Opened 2026-11-28 09:30:00 HKT',
      'Closed 2026-11-28 19:00:00 HKT',
    ]);
  });

  it('an open shift has no count yet; zh-HK labels', () => {
    const { t, tReceipts } = translators.get('zh-HK')!;
    const open = { ...report, closed_at: null, counted_cash: null, difference: null };
    const first = shiftReportSections(open, t, tReceipts)[0]!.map((r) => r.label);
    expect(first.at(-1)).toBe('錢箱應有現金');
    expect(first).not.toContain('差額');
  });
});
