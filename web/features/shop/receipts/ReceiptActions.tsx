import { Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { PaperChooser } from './PaperChooser';
import { type PrintPaper, printOn } from './print-paper';
import { ReceiptShareButtons } from './ReceiptShareButtons';
import { canShareLink, shareLink } from './share-receipt';
import { useCopyLink } from './useCopyLink';

/**
 * Print (58 mm, 80 mm or A4) and share (WhatsApp, the share sheet, copy the link) of a receipt. `printer`
 * is the seller's thermal-printer button, when the page has one.
 */
export function ReceiptActions({
  url,
  title,
  printer,
}: {
  url: string;
  title: string;
  printer?: React.ReactNode;
}) {
  const { t } = useTranslation('receipts');
  const copy = useCopyLink();
  const [paper, setPaper] = useState<PrintPaper>('80mm');

  async function share() {
    try {
      await shareLink(title, url);
    } catch {
      await copy(url);
    }
  }

  return (
    <section aria-label={t('actions')} className="no-print flex flex-col gap-3">
      <PaperChooser value={paper} onChange={setPaper} />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" onClick={() => printOn(paper)}>
          <Printer aria-hidden="true" className="size-5" />
          {t('print')}
        </Button>
        <ReceiptShareButtons url={url} title={title} onCopy={copy}>
          {canShareLink() && (
            <Button variant="secondary" size="lg" onClick={() => void share()}>
              <Share2 aria-hidden="true" className="size-5" />
              {t('share')}
            </Button>
          )}
        </ReceiptShareButtons>
      </div>
      {printer}
    </section>
  );
}
