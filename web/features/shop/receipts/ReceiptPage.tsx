import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../ui/EmptyState';
import { SkeletonText } from '../../../ui/Skeleton';
import { ReceiptActions } from './ReceiptActions';
import { ReceiptPaper } from './ReceiptPaper';
import { useReceipt } from './useReceipt';

/**
 * `/receipt?t=…`: a receipt a customer keeps (docs/decisions/0170-receipts.md). No login and no way into the
 * rest of the shop from here: the receipt, print and share, nothing else.
 */
export default function ReceiptPage() {
  const { t } = useTranslation('receipts');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const receipt = useReceipt(token);
  const title = receipt.data
    ? t('shareTitle', { shop: receipt.data.shop.name, number: receipt.data.sale_number })
    : '';

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 bg-gray-50 px-4 py-6">
      {receipt.isPending && token !== '' && (
        <div aria-busy="true" className="rounded-2xl bg-white p-5 ring-1 ring-gray-100">
          <p className="sr-only">{t('loading')}</p>
          <SkeletonText lines={10} />
        </div>
      )}
      {(token === '' || receipt.isError) && (
        <EmptyState icon={<CircleAlert />} title={t('notFound')} message={t('notFoundHint')} />
      )}
      {receipt.data && (
        <>
          <ReceiptPaper receipt={receipt.data} />
          <ReceiptActions url={window.location.href} title={title} />
        </>
      )}
    </main>
  );
}
