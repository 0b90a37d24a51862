import { imageUrl } from '../../../../contract/media';
import { useTranslation } from '../../../i18n/use-translation';
import { QueryFailed } from '../../../ui/LoadFailed';
import { Sheet } from '../../../ui/Sheet';
import { Skeleton } from '../../../ui/Skeleton';
import { useShowPaymentCode } from './useShowPaymentCode';

/**
 * One payment code shown large for a customer to scan (docs/product.md §7 `show_payment_code`): tapping a code in the list
 * opens it; the code is read again from the server, so a code removed meanwhile says so.
 */
export function ShowPaymentCodeSheet({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation('paymentCodes');
  const code = useShowPaymentCode(id);
  return (
    <Sheet
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={code.data?.label ?? t('show.title')}
      description={code.data ? t(`types.${code.data.type}`) : undefined}
    >
      <div className="px-4 pb-8">
        {code.isPending ? (
          <div role="status" aria-label={t('show.loading')}>
            <Skeleton className="aspect-square w-full rounded-3xl" />
          </div>
        ) : code.isError ? (
          <QueryFailed title={t('show.failed')} query={code} />
        ) : (
          <img
            src={imageUrl(code.data.image, 1280)}
            alt={t('list.qrAlt', { label: code.data.label })}
            className="mx-auto aspect-square w-full max-w-sm rounded-3xl bg-white object-contain ring-1 ring-gray-200"
          />
        )}
      </div>
    </Sheet>
  );
}
