import { useTranslation } from 'react-i18next';
import type { DayClose } from '../../../../contract/day-close';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { ReceiptRow } from '../../../shared/ReceiptRow';
import { methodTotalName } from '../../shop/receipts';

/** The Z report of a closed day, printable like a receipt (`id="receipt-paper"`, docs/decisions/0173). */
export function ZReport({ close, shop }: { close: DayClose; shop: string }) {
  const { t } = useTranslation('dayClose');
  const { t: tReceipts } = useTranslation('receipts');
  const rows: [string, string, string?][] = [
    [t('float'), formatPrice(close.opening_float)],
    [t('cashSales'), formatPrice(close.cash_sales)],
    [t('cashRefunds'), `−${formatPrice(close.cash_refunds)}`],
    // already in the cash sales and refunds: the drawer holds it (docs/decisions/0264-cash-rounding.md)
    ...(close.cash_rounding !== 0
      ? [[t('cashRounding'), formatRounding(close.cash_rounding), 'z-rounding'] as [string, string, string]]
      : []),
    [t('expected'), formatPrice(close.expected_cash), 'z-expected'],
    [t('counted'), formatPrice(close.counted_cash), 'z-counted'],
  ];
  return (
    <article
      id="receipt-paper"
      aria-label={t('report.label', { day: close.day })}
      className="rounded-2xl bg-white px-5 py-5 font-mono text-[14px] text-gray-900 shadow-sm ring-1 ring-gray-200"
    >
      <header className="border-b border-dashed border-gray-400 pb-3 text-center">
        <p className="receipt-big font-sans text-lg font-bold">{shop}</p>
        <h2 className="font-sans font-semibold">{t('report.heading')}</h2>
        <p>{close.day}</p>
        <p className="text-gray-600">{t('report.closedAt', { time: close.closed_at })}</p>
      </header>
      <dl className="space-y-0.5 border-b border-dashed border-gray-400 py-3">
        <ReceiptRow label={t('salesCount')} value={String(close.sales)} />
        {rows.map(([label, value, id]) => (
          <ReceiptRow key={label} label={label} value={value} testId={id} />
        ))}
        <ReceiptRow
          label={t('difference')}
          value={`${close.difference > 0 ? '+' : close.difference < 0 ? '−' : ''}${formatPrice(Math.abs(close.difference))}`}
          big
          testId="z-difference"
        />
      </dl>
      {close.other.length > 0 && (
        <dl className="space-y-0.5 border-b border-dashed border-gray-400 py-3">
          {close.other.map((o) => (
            <ReceiptRow
              key={`${o.kind}-${o.label}`}
              label={`${methodTotalName(o, tReceipts)} (${t('salesShort', { count: o.sales })})`}
              value={formatPrice(o.amount)}
            />
          ))}
        </dl>
      )}
      <dl className="py-3">
        <ReceiptRow label={t('net')} value={formatPrice(close.net)} big testId="z-net" />
      </dl>
      {close.note && (
        <p className="border-t border-dashed border-gray-400 pt-2 font-sans text-gray-700">{close.note}</p>
      )}
    </article>
  );
}
