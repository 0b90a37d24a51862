import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useReceiptLink } from './useReceiptLink';

/** "Receipt": opens the sale's receipt page (the same link the customer keeps). */
export function ReceiptButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('receipts');
  const link = useReceiptLink(orderId);
  if (!link.data) return null;
  return (
    <Link
      to={link.data.path}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-white px-4 font-semibold text-gray-900 ring-1 ring-gray-300"
    >
      <ReceiptText aria-hidden="true" className="size-5" />
      {t('view')}
    </Link>
  );
}
