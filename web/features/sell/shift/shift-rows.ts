import type { ShiftReport } from '../../../../contract/shifts';
import type { TFunction } from '../../../i18n/translate';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { methodTotalName } from '../../shop/receipts';
import { signedPrice } from '../day-close';
import type { PrintedReport } from '../printer';

export interface ShiftRow {
  label: string;
  value: string;
  testId?: string;
  big?: boolean;
  /** a React key where labels may repeat (two moves alike) */
  key?: string;
}

/**
 * The shift report's rows, written out once for the screen and the receipt printer (as the Z report's,
 * docs/decisions/0279-shifts-and-cash-moves.md): float, cash sales and refunds, rounding, each cash move with its
 * reason and time, expected, counted, difference; then the takings per payment method. Every figure is the
 * report's own, never recomputed.
 */
export function shiftReportSections(r: ShiftReport, t: TFunction, tReceipts: TFunction): ShiftRow[][] {
  const time = (at: string) => at.slice(11, 16);
  return [
    [
      { label: t('float'), value: formatPrice(r.float) },
      { label: t('cashSales'), value: formatPrice(r.cash_sales) },
      { label: t('cashRefunds'), value: signedPrice(-r.cash_refunds) },
      ...(r.cash_rounding !== 0
        ? [{ label: t('cashRounding'), value: formatRounding(r.cash_rounding) }]
        : []),
      { label: t('cashIn'), value: `+${formatPrice(r.cash_in)}`, testId: 'shift-cash-in' },
      { label: t('cashOut'), value: signedPrice(-r.cash_out), testId: 'shift-cash-out' },
      { label: t('expected'), value: formatPrice(r.expected_cash), testId: 'shift-expected' },
      ...(r.counted_cash !== null && r.difference !== null
        ? [
            { label: t('counted'), value: formatPrice(r.counted_cash), testId: 'shift-counted' },
            {
              label: t('difference'),
              value: signedPrice(r.difference),
              big: true,
              testId: 'shift-difference',
            },
          ]
        : []),
    ],
    r.moves.map((m) => ({
      key: m._id,
      label: `${time(m.at)} ${m.amount > 0 ? t('in') : t('out')}: ${m.reason}`,
      value: signedPrice(m.amount),
    })),
    r.methods.map((m) => ({
      label: `${m.kind === 'cash' ? t('cash') : methodTotalName(m, tReceipts)} (${t('salesShort', { count: m.sales })})`,
      value: formatPrice(m.amount),
    })),
    [{ label: t('net'), value: formatPrice(r.net), big: true, testId: 'shift-net' }],
  ];
}

/** The shift report as the receipt printer prints it: the same rows as the screen. */
export function shiftReportPrinted(
  r: ShiftReport,
  shop: string,
  t: TFunction,
  tReceipts: TFunction,
): PrintedReport {
  return {
    title: shop,
    heading: [
      t('report.heading'),
      t('report.opened', { time: r.opened_at }),
      ...(r.closed_at ? [t('report.closedAt', { time: r.closed_at })] : []),
    ],
    sections: shiftReportSections(r, t, tReceipts).map((rows) =>
      rows.map(({ label, value, big }) => ({ label, value, big })),
    ),
  };
}
