import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import { availableLinks, connectPrinter, type PrinterLink } from './printer-link';
import { readPrinterSettings, readRememberedPrinter } from './printer-settings';
import type { PrintedReport } from './report-layout';

/**
 * "Print on the receipt printer" for a report (the day close's Z report, docs/decisions/0277): the printer chosen
 * before, reconnected without asking where the browser allows it, else the browser's chooser; the language and paper
 * of "Printer and cash drawer". Nothing where the browser reaches no printer (the page's Print is there).
 */
export function ThermalReportButton({ report }: { report: PrintedReport }) {
  const { t } = useTranslation('printer');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const links = availableLinks();
  if (links.length === 0) return null;

  async function print() {
    const settings = readPrinterSettings();
    const usable = (link: PrinterLink | null | undefined) => (link && links.includes(link) ? link : null);
    const via = usable(readRememberedPrinter()?.link) ?? usable(settings.link) ?? links[0]!;
    setBusy(true);
    try {
      // the encoder is loaded when something is printed, not with the page
      const [{ escposReceipt }, { reportLines }, { PAPER_COLUMNS }] = await Promise.all([
        import('./escpos'),
        import('./report-layout'),
        import('./receipt-layout'),
      ]);
      const printer = await connectPrinter(via);
      await printer.print(
        escposReceipt(reportLines(report, settings.paper), settings.encoding, PAPER_COLUMNS[settings.paper]),
      );
      toast.show(t('printed', { name: printer.name }), { tone: 'success', durationMs: 2000 });
    } catch {
      toast.show(t('notConnected'), { tone: 'danger', durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" size="lg" block loading={busy} disabled={busy} onClick={() => void print()}>
      <Printer aria-hidden="true" className="size-5" />
      {t('report.print')}
    </Button>
  );
}
