import { Copy, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../shared/QrCode';
import { Button } from '../../../ui/Button';
import { whatsappUrl } from './share-receipt';
import { useCopyLink } from './useCopyLink';

/**
 * The receipt to take away (docs/decisions/0170-receipts.md): its link as a QR code the customer scans with
 * her phone's camera, and the same link by WhatsApp or copied. `children` holds more ways (the seller's
 * receipt printer).
 */
export function ReceiptLinkCard({
  url,
  title,
  children,
}: {
  url: string;
  title: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('receipts');
  const copy = useCopyLink();

  return (
    <section
      aria-labelledby="receipt-link-title"
      className="no-print flex flex-col items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      data-testid="receipt-link"
      data-url={url}
    >
      <h2 id="receipt-link-title" className="text-base font-semibold">
        {t('scan.title')}
      </h2>
      <QrCode
        data={url}
        size={180}
        alt={t('scan.alt')}
        pending={t('scan.drawing')}
        failed={t('scan.failed')}
      />
      <p className="text-center text-sm text-gray-600">{t('scan.hint')}</p>
      <div className="grid w-full grid-cols-2 gap-3">
        <a
          href={whatsappUrl(`${title} ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-[#075E54] px-4 font-semibold text-white"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('whatsapp')}
        </a>
        <Button variant="secondary" size="lg" onClick={() => void copy(url)}>
          <Copy aria-hidden="true" className="size-5" />
          {t('copyLink')}
        </Button>
      </div>
      {children && <div className="w-full">{children}</div>}
    </section>
  );
}
