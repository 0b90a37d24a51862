import { Copy, MessageCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { whatsappUrl } from './share-receipt';

/**
 * The receipt's link by WhatsApp (in WhatsApp's green, where the stall's customers are) and copied: the two
 * ways every receipt screen offers. `children` stands between them (the share sheet, where the phone has one).
 */
export function ReceiptShareButtons({
  url,
  title,
  onCopy,
  children,
}: {
  url: string;
  title: string;
  onCopy(url: string): unknown;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('receipts');
  return (
    <>
      <a
        href={whatsappUrl(`${title} ${url}`)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-[#075E54] px-4 font-semibold text-white"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t('whatsapp')}
      </a>
      {children}
      <Button variant="secondary" size="lg" onClick={() => void onCopy(url)}>
        <Copy aria-hidden="true" className="size-5" />
        {t('copyLink')}
      </Button>
    </>
  );
}
