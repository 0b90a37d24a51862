import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { imageUrl } from '../../../../contract/media';
import { formatPrice } from '../../../shared/Price';
import { SellerOnly } from '../../../shared/SellerOnly';
import { buttonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { SellerFpsQr } from '../fps';
import { paymentAppName } from '../payment-codes';
import { NoSale } from './PayOptionPage';
import { readPosOrderId } from './pos-storage';
import { ReceivedButton } from './ReceivedButton';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { usePaymentOptions } from './usePaymentOptions';
import { useWakeLock } from './useWakeLock';

/** `/payment?code=<payment code id>`: the amount and the QR code, large, for the customer to scan (docs/product.md §2). */
export default function PaymentPage() {
  const { t } = useTranslation('pos');
  return (
    <SellerOnly title={t('pay.title')}>
      <QrPayment />
    </SellerOnly>
  );
}

function QrPayment() {
  const { t } = useTranslation(['pos', 'paymentCodes']);
  const [params] = useSearchParams();
  const codeId = params.get('code') ?? '';
  const id = readPosOrderId();
  const options = usePaymentOptions(id);
  const confirmation = usePaymentConfirmation(id ?? '');
  const code = options.data?.codes.find((c) => c._id === codeId);
  useWakeLock(Boolean(code));

  if (!id) return <NoSale />;
  if (!codeId) return <Navigate to="/pay-option" replace />;
  const data = options.data;
  if (data && data.status !== 'cart')
    return <Navigate to={`/finish-pay?id=${encodeURIComponent(id)}`} replace />;

  return (
    <>
      <PageHeader title={code?.label ?? t('pay.title')} back="/pay-option" />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {options.isPending && (
          <div aria-busy="true" className="flex flex-col items-center gap-4">
            <Spinner label={t('loading')} className="sr-only" />
            <Skeleton className="h-14 w-48" />
            <Skeleton className="aspect-square w-full rounded-3xl" />
          </div>
        )}
        {options.isError && (
          <LoadFailed
            title={t('payOption.error')}
            error={options.error}
            onRetry={() => void options.refetch()}
          />
        )}
        {data && !code && (
          <EmptyState
            icon={<QrCode />}
            title={t('pay.codeGone')}
            action={{ label: t('pay.chooseAnother'), to: '/pay-option' }}
          />
        )}
        {data && code && (
          <>
            <div className="text-center">
              <p className="text-sm font-medium text-gray-600">
                {t('pay.scanToPay', { method: paymentAppName(code, t) })}
              </p>
              {code.label !== paymentAppName(code, t) && (
                <p className="text-xs text-gray-500">{code.label}</p>
              )}
              <p
                className="text-6xl font-extrabold tracking-tight text-gray-900 tabular-nums"
                data-testid="amount-due"
              >
                {formatPrice(data.total)}
              </p>
            </div>
            {code.type === 'fps' && <SellerFpsQr amountCents={Math.round(data.total * 100)} reference={id} />}
            <figure className="rounded-3xl bg-white p-3 shadow-lg ring-2 ring-gray-900">
              <img
                src={imageUrl(code.image)}
                alt={t('pay.qrAlt', { method: code.label })}
                className="aspect-square w-full object-contain [image-rendering:pixelated]"
              />
              <figcaption className="pt-2 text-center text-sm font-medium text-gray-700">
                {t(`paymentCodes:types.${code.type}`)}
              </figcaption>
            </figure>
            {confirmation.error && (
              <p
                role="alert"
                className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
              >
                {confirmation.error} {t('pay.retryHint')}
              </p>
            )}
            <ReceivedButton
              pending={confirmation.pending}
              onClick={() => void confirmation.received(code._id)}
            />
            <Link to="/pay-option" className={buttonClasses({ variant: 'ghost', block: true })}>
              {t('pay.otherMethod')}
            </Link>
          </>
        )}
      </main>
    </>
  );
}
