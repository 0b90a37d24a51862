import type { DayClose } from '../../../../contract/day-close';
import type { TFunction } from '../../../i18n/translate';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { methodTotalName } from '../../shop/receipts';
import type { PrintedReport } from '../printer';

export interface ZRow {
  label: string;
  value: string;
  testId?: string;
  big?: boolean;
}

/**
 * The Z report's rows, written out once for the screen and the receipt printer alike (docs/decisions/0277): the
 * sales count, the float, cash sales and refunds, the rounding, the cash expected and counted, the difference; then
 * each other payment method; then the total taken. Every figure is the close's own, never recomputed.
 */
export function zReportSections(close: DayClose, t: TFunction, tReceipts: TFunction): ZRow[][] {
  return [
    [
      { label: t('salesCount'), value: String(close.sales) },
      { label: t('float'), value: formatPrice(close.opening_float) },
      { label: t('cashSales'), value: formatPrice(close.cash_sales) },
      { label: t('cashRefunds'), value: signedPrice(-close.cash_refunds) },
      // already in the cash sales and refunds: the drawer holds it (docs/decisions/0264-cash-rounding.md)
      ...(close.cash_rounding !== 0
        ? [{ label: t('cashRounding'), value: formatRounding(close.cash_rounding), testId: 'z-rounding' }]
        : []),
      // the day's shifts' cash in and out (docs/decisions/0279-shifts-and-cash-moves.md), when there were any
      ...(close.cash_in !== 0 || close.cash_out !== 0
        ? [
            {
              label: t('cashMoves'),
              value: signedPrice(close.cash_in - close.cash_out),
              testId: 'z-cash-moves',
            },
          ]
        : []),
      { label: t('expected'), value: formatPrice(close.expected_cash), testId: 'z-expected' },
      { label: t('counted'), value: formatPrice(close.counted_cash), testId: 'z-counted' },
      {
        label: t('difference'),
        value: signedPrice(close.difference),
        big: true,
        testId: 'z-difference',
      },
    ],
    close.other.map((o) => ({
      label: `${methodTotalName(o, tReceipts)} (${t('salesShort', { count: o.sales })})`,
      value: formatPrice(o.amount),
    })),
    [{ label: t('net'), value: formatPrice(close.net), big: true, testId: 'z-net' }],
  ];
}

/** a signed amount as the reports show it: +$1.00, −$1.00, $0.00 */
export function signedPrice(n: number): string {
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatPrice(Math.abs(n))}`;
}

/** The Z report as the receipt printer prints it: the same rows as the screen. */
export function zReportPrinted(
  close: DayClose,
  shop: string,
  t: TFunction,
  tReceipts: TFunction,
): PrintedReport {
  return {
    title: shop,
    heading: [t('report.heading'), close.day, t('report.closedAt', { time: close.closed_at })],
    sections: zReportSections(close, t, tReceipts).map((rows) =>
      rows.map(({ label, value, big }) => ({ label, value, big })),
    ),
    note: close.note || undefined,
  };
}
