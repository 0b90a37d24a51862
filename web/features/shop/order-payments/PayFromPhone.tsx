import {
  ChevronDown,
  CircleCheck,
  Clock,
  Copy,
  Download,
  Keyboard,
  QrCode,
  Share2,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { imageUrl } from '../../../../contract/media';
import type { Order, PaymentCode } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { useOrderQrCodes } from '../../../shared/orders/useOrderQrCodes';
import { formatPrice } from '../../../shared/Price';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useSellerFpsIdentifier } from '../../sell/fps';
import { paymentAppName } from '../../sell/payment-codes';
import { ClaimSheet } from './ClaimSheet';
import { canShareFiles, copyText, downloadFile, qrPayloadPngFile, qrPngFile } from './qr-image';
import { usePaymentClaim } from './usePaymentClaim';

/**
 * The shopper pays an online order from the same phone (docs/decisions/0090-payment-claims.md): save or share
 * each payment code as a picture (bank and FPS apps scan from the gallery), copy the payee and the exact
 * amount, then "I have paid" with an optional reference or screenshot.
 * `dynamicCode` is where a QR generated with the amount (an FPS code) sits: the one code shown first. The seller's
 * static codes carry no amount: folded under "Other ways to pay" when that code is there, each labelled as needing
 * the amount typed (docs/decisions/0271-market-sort-filter-and-paying.md).
 */
export function PayFromPhone({ order, dynamicCode }: { order: Order; dynamicCode?: ReactNode }) {
  const { t } = useTranslation('orderPay');
  const toast = useToast();
  const qr = useOrderQrCodes(order.order_id, true);
  const claim = usePaymentClaim(order.order_id, true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const codes = qr.data?.codes ?? [];
  const amount = (qr.data?.total ?? order.total).toFixed(2);
  const payee = order.seller_name ?? '';
  const current = claim.data?.claim ?? null;
  // the seller's FPS identifier: the app draws a code with the amount in it (OrderFpsQr)
  const amountCode = Boolean(useSellerFpsIdentifier(order.seller_id).data?.fps);
  const shownAmount = formatPrice(Number(amount));

  async function copy(text: string, done: string) {
    const ok = await copyText(text);
    toast.show(ok ? done : t('copyFailed'), { tone: ok ? 'success' : 'danger' });
  }

  return (
    <section
      aria-labelledby="pay-heading"
      className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
    >
      <h2 id="pay-heading" className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <QrCode aria-hidden="true" className="size-5 text-nav-order" />
        {t('title')}
      </h2>
      <ol className="mt-1 list-inside list-decimal text-sm text-gray-600">
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
        <li>{t('step3')}</li>
      </ol>
      {/* coming back after paying: the claim's state first */}
      <ClaimStatus claim={current} />

      <div className="mt-3 flex flex-col gap-2 rounded-xl bg-gray-50 p-3">
        <div className="flex items-center gap-2">
          <span className="w-20 shrink-0 text-xs text-gray-500">{t('payee')}</span>
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-900" data-testid="payee">
            {payee}
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('copyPayee')}
            onClick={() => void copy(payee, t('payeeCopied'))}
          >
            <Copy aria-hidden="true" className="size-4" />
            {t('copy')}
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <span className="w-20 shrink-0 text-xs text-gray-500">{t('amount')}</span>
          <span
            className="min-w-0 flex-1 text-2xl font-bold tabular-nums text-gray-900"
            data-testid="pay-amount"
          >
            {formatPrice(Number(amount))}
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('copyAmount')}
            onClick={() => void copy(amount, t('amountCopied', { amount }))}
          >
            <Copy aria-hidden="true" className="size-4" />
            {t('copy')}
          </Button>
        </div>
      </div>

      {dynamicCode}

      {qr.isPending ? (
        <Skeleton className="mx-auto mt-4 aspect-square w-64 rounded-2xl" />
      ) : qr.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {qr.error.message}
        </p>
      ) : codes.length === 0 ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('noCodes')}</p>
      ) : amountCode ? (
        <details className="group mt-4 rounded-2xl border border-gray-200" data-testid="other-ways-to-pay">
          <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-2xl px-3 text-sm font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
            <span className="flex-1">{t('otherWays')}</span>
            <span className="text-xs font-normal text-gray-500">
              {t('otherWaysCount', { count: codes.length })}
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-4 text-gray-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-3 pb-3">
            <StaticCodes codes={codes} amount={shownAmount} saleNumber={order.sale_number} />
          </div>
        </details>
      ) : (
        <div className="mt-4">
          <StaticCodes codes={codes} amount={shownAmount} saleNumber={order.sale_number} />
        </div>
      )}

      <Button block size="lg" className="mt-4" onClick={() => setSheetOpen(true)}>
        <CircleCheck aria-hidden="true" className="size-5" />
        {current?.state === 'claimed' ? t('editClaim') : t('iHavePaid')}
      </Button>
      <ClaimSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        orderId={order.order_id}
        reference={current?.state === 'claimed' ? current.reference : ''}
      />
    </section>
  );
}

/** The seller's own codes, which carry no amount: the note to type it, then each code. */
function StaticCodes({
  codes,
  amount,
  saleNumber,
}: {
  codes: PaymentCode[];
  amount: string;
  saleNumber: string;
}) {
  const { t } = useTranslation('orderPay');
  return (
    <>
      <p className="mb-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Keyboard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('typeAmountNote', { amount })}
      </p>
      <ul aria-label={t('codes')} className="flex flex-col gap-3">
        {codes.map((c) => (
          <CodeCard key={c._id} code={c} amount={amount} fileName={`${c.type}-${saleNumber}.png`} />
        ))}
      </ul>
    </>
  );
}

function CodeCard({ code, amount, fileName }: { code: PaymentCode; amount: string; fileName: string }) {
  const { t } = useTranslation('orderPay');
  const { t: tc } = useTranslation('paymentCodes');
  const src = imageUrl(code.image, 1280);

  return (
    <li data-payment-code={code.type}>
      <figure className="flex flex-col items-center gap-2 rounded-2xl border border-gray-200 p-3">
        <img
          src={imageUrl(code.image, 640)}
          alt={t('codeAlt', { label: code.label })}
          className="aspect-square w-full max-w-60 rounded-xl bg-white object-contain"
        />
        <figcaption className="text-sm font-semibold text-gray-900">
          {t('scanWith', { app: paymentAppName(code, tc) })}
          {code.label !== paymentAppName(code, tc) && (
            <span className="block text-center text-xs font-normal text-gray-500">{code.label}</span>
          )}
          <span className="mt-1 flex items-center justify-center gap-1 text-center text-xs font-medium text-amber-800">
            <Keyboard aria-hidden="true" className="size-3.5" />
            {t('typeAmountBadge', { amount })}
          </span>
        </figcaption>
        <SaveCodeButtons label={code.label} makeFile={() => qrPngFile(src, fileName)} />
      </figure>
    </li>
  );
}

/** "Save image" and "Share" for a code the app draws itself (the FPS code with the amount). */
export function SavePayloadButtons({
  payload,
  label,
  fileName,
}: {
  payload: string;
  label: string;
  fileName: string;
}) {
  return <SaveCodeButtons label={label} makeFile={() => qrPayloadPngFile(payload, fileName)} />;
}

/**
 * "Save image" and "Share" for a payment code: banking and FPS apps in Hong Kong scan codes from the photo
 * gallery, so the shopper paying from this same phone saves the code first (docs/decisions/0090-payment-claims.md).
 */
export function SaveCodeButtons({ label, makeFile }: { label: string; makeFile: () => Promise<File> }) {
  const { t } = useTranslation('orderPay');
  const toast = useToast();
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);
  const [shareable, setShareable] = useState(typeof navigator.share === 'function');

  async function run(kind: 'save' | 'share') {
    setBusy(kind);
    try {
      const file = await makeFile();
      if (kind === 'share' && canShareFiles(file)) {
        try {
          await navigator.share({ files: [file], title: label });
        } catch {
          // cancelled by the person: nothing to say
        }
      } else {
        if (kind === 'share') setShareable(false);
        downloadFile(file);
        toast.show(t('saved'), { tone: 'success' });
      }
    } catch {
      toast.show(t('saveFailed'), { tone: 'danger' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex w-full gap-2">
      <Button
        variant="secondary"
        className="flex-1"
        loading={busy === 'save'}
        aria-label={t('saveCode', { label })}
        onClick={() => void run('save')}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('save')}
      </Button>
      {shareable && (
        <Button
          variant="secondary"
          className="flex-1"
          loading={busy === 'share'}
          aria-label={t('shareCode', { label })}
          onClick={() => void run('share')}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {t('share')}
        </Button>
      )}
    </div>
  );
}

function ClaimStatus({
  claim,
}: {
  claim: { state: string; claimed_at: string; reference: string; reject_reason: string } | null;
}) {
  const { t } = useTranslation('orderPay');
  if (!claim) return null;
  if (claim.state === 'rejected') {
    return (
      <p role="status" className="mt-4 flex gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        <span>
          {t('rejected')}
          {claim.reject_reason && <span className="block font-medium">“{claim.reject_reason}”</span>}
        </span>
      </p>
    );
  }
  return (
    <p
      role="status"
      className="mt-4 flex gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-900"
      data-testid="claim-status"
    >
      <Clock aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {t('claimed', { at: claim.claimed_at })}
        {claim.reference && (
          <span className="block text-xs">{t('referenceShown', { reference: claim.reference })}</span>
        )}
      </span>
    </p>
  );
}
