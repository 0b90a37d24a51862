import type { DayClose } from '../../../../contract/day-close';
import { useTranslation } from '../../../i18n/use-translation';
import { ReportSections } from '../../../shared/ReportSections';
import { zReportSections } from './z-report-rows';

/** The Z report of a closed day, printable like a receipt (`id="receipt-paper"`, docs/decisions/0173). */
export function ZReport({ close, shop }: { close: DayClose; shop: string }) {
  const { t } = useTranslation('dayClose');
  const { t: tReceipts } = useTranslation('receipts');
  const sections = zReportSections(close, t, tReceipts);
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
      <ReportSections sections={sections} />
      {close.note && (
        <p className="border-t border-dashed border-gray-400 pt-2 font-sans text-gray-700">{close.note}</p>
      )}
    </article>
  );
}
