import { QrCode } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { imageUrl } from '../../../../contract/media';
import { GENERATED_FPS_METHOD as GENERATED_FPS } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { buttonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { BusyPlaceholder, Skeleton } from '../../../ui/Skeleton';
import { useShowOnDisplay } from '../customer-display';
import { SellerFpsQr, useFpsIdentifier } from '../fps';
import { paymentAppName } from '../payment-codes';
import { NoSale } from './PayOptionPage';
import { readPosOrderId } from './pos-storage';
import { ReceivedButton } from './ReceivedButton';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { usePaymentOptions } from './usePaymentOptions';
import { useWakeLock } from './useWakeLock';

/** `/payment?code=<payment code id>`: the amount and the QR code, large, for the customer to scan (docs/product.md §2). */
export default sellerOnlyPage('pos', 'pay.title', QrPayment);

function QrPayment() {
  const { t } = useTranslation(['pos', 'paymentCodes']);
  const [params] = useSearchParams();
  const codeId = params.get('code') ?? '';
  const id = readPosOrderId();
  const options = usePaymentOptions(id);
  const confirmation = usePaymentConfirmation(id ?? '');
  const fps = useFpsIdentifier();
  const hasFps = Boolean(fps.data?.fps);
  // `code=fps` is the FPS code drawn with the amount from her FPS ID (docs/decisions/0226-fps-from-payout-details.md)
  const generatedOnly = codeId === GENERATED_FPS;
  const code = options.data?.codes.find((c) => c._id === codeId);
  const method = generatedOnly
    ? hasFps
      ? { id: GENERATED_FPS, label: t('payOption.fps') }
      : null
    : code
      ? { id: code._id, label: code.label }
      : null;
  useWakeLock(Boolean(method));
  // the customer display shows the same FPS code with the amount (decision 0278)
  const fpsOnScreen =
    hasFps && (generatedOnly || code?.type === 'fps') && options.data?.status === 'cart' && !fps.isPending;
  useShowOnDisplay(id, 'paying_fps', fpsOnScreen ? (options.data?.total ?? null) : null);

  if (!id) return <NoSale />;
  if (!codeId) return <Navigate to="/pay-option" replace />;
  const data = options.data;
  if (data && data.status !== 'cart')
    return <Navigate to={`/finish-pay?id=${encodeURIComponent(id)}`} replace />;
  const pending = options.isPending || (generatedOnly && fps.isPending);
  // with a drawn FPS code, an uploaded FPS picture goes below "Payment received", so the button stays in sight
  const drawn = hasFps && (generatedOnly || code?.type === 'fps');

  return (
    <>
      <PageHeader title={method?.label ?? t('pay.title')} back="/pay-option" />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {pending && (
          <BusyPlaceholder label={t('loading')} className="flex flex-col items-center gap-4">
            <Skeleton className="h-14 w-48" />
            <Skeleton className="aspect-square w-full rounded-3xl" />
          </BusyPlaceholder>
        )}
        {options.isError && <QueryFailed title={t('payOption.error')} query={options} />}
        {data && !pending && !method && (
          <EmptyState
            icon={<QrCode />}
            title={t('pay.codeGone')}
            action={{ label: t('pay.chooseAnother'), to: '/pay-option' }}
          />
        )}
        {data && !pending && method && (
          <>
            <div className="text-center">
              <p className="text-sm font-medium text-gray-600">
                {t('pay.scanToPay', { method: code ? paymentAppName(code, t) : 'FPS' })}
              </p>
              {code && code.label !== paymentAppName(code, t) && (
                <p className="text-xs text-gray-500">{code.label}</p>
              )}
              <p
                className={`${drawn ? 'text-5xl' : 'text-6xl'} font-extrabold tracking-tight text-gray-900 tabular-nums`}
                data-testid="amount-due"
              >
                {formatPrice(data.total)}
              </p>
            </div>
            {drawn && <SellerFpsQr amountCents={Math.round(data.total * 100)} reference={id} />}
            {code && !drawn && <UploadedCode image={code.image} label={code.label} type={code.type} />}
            {confirmation.error && (
              <FormAlert>
                {confirmation.error} {t('pay.retryHint')}
              </FormAlert>
            )}
            <ReceivedButton
              pending={confirmation.pending}
              onClick={() => void confirmation.received(method.id)}
            />
            <Link to="/pay-option" className={buttonClasses({ variant: 'ghost', block: true })}>
              {t('pay.otherMethod')}
            </Link>
            {code && drawn && (
              <details className="rounded-2xl bg-gray-50 p-3">
                <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-gray-700">
                  {t('pay.uploadedCode')}
                </summary>
                <UploadedCode image={code.image} label={code.label} type={code.type} />
              </details>
            )}
          </>
        )}
      </main>
    </>
  );
}

/** The payment code picture the seller uploaded, large, for the customer to scan. */
function UploadedCode({ image, label, type }: { image: string; label: string; type: string }) {
  const { t } = useTranslation(['pos', 'paymentCodes']);
  return (
    <figure className="rounded-3xl bg-white p-3 shadow-lg ring-2 ring-gray-900">
      <img
        src={imageUrl(image)}
        alt={t('pay.qrAlt', { method: label })}
        className="aspect-square w-full object-contain [image-rendering:pixelated]"
      />
      <figcaption className="pt-2 text-center text-sm font-medium text-gray-700">
        {t(`paymentCodes:types.${type}`)}
      </figcaption>
    </figure>
  );
}
