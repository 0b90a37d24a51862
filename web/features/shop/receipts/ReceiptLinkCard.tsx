import { useTranslation } from '../../../i18n/use-translation';
import { QrCode } from '../../../shared/QrCode';
import { ReceiptShareButtons } from './ReceiptShareButtons';
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
        <ReceiptShareButtons url={url} title={title} onCopy={copy} />
      </div>
      {children && <div className="w-full">{children}</div>}
    </section>
  );
}
