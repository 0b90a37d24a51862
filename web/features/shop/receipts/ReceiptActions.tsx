import { Copy, MessageCircle, Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { PaperChooser } from './PaperChooser';
import { type PrintPaper, printOn } from './print-paper';
import { canShareLink, shareLink, whatsappUrl } from './share-receipt';
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
        <a
          href={whatsappUrl(`${title} ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-[#075E54] px-4 font-semibold text-white"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('whatsapp')}
        </a>
        {canShareLink() && (
          <Button variant="secondary" size="lg" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-5" />
            {t('share')}
          </Button>
        )}
        <Button variant="secondary" size="lg" onClick={() => void copy(url)}>
          <Copy aria-hidden="true" className="size-5" />
          {t('copyLink')}
        </Button>
      </div>
      {printer}
    </section>
  );
}
