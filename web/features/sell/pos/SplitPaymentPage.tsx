import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import { GENERATED_FPS_METHOD } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { type SplitPart, SplitTender, type SplitWay, splitState } from '../../../shared/cash/SplitTender';
import { useSellingSettings } from '../../../shared/cash/selling-settings';
import { formatPrice } from '../../../shared/Price';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { buttonClasses } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useShowOnDisplay } from '../customer-display';
import { SellerFpsQr, useFpsIdentifier } from '../fps';
import { NoSale } from './PayOptionPage';
import { readPosOrderId } from './pos-storage';
import { ReceivedButton } from './ReceivedButton';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { usePaymentOptions } from './usePaymentOptions';

/**
 * `/split-pay`: one sale paid by several methods (docs/decisions/0281-split-payments.md). Pick a method, the amount
 * (the remaining amount by default), Add; the remaining amount and the change come from contract/split-payments.ts,
 * as the server records them. A part by FPS shows its own FPS code with that part's amount; cash asks what was
 * handed over and shows the change. Payment received once nothing remains.
 */
export default sellerOnlyPage('pos', 'split.title', SplitPayment);

function SplitPayment() {
  const { t } = useTranslation(['pos', 'paymentCodes']);
  const id = readPosOrderId();
  const options = usePaymentOptions(id);
  const confirmation = usePaymentConfirmation(id ?? '');
  const selling = useSellingSettings();
  const hasFps = Boolean(useFpsIdentifier().data?.fps);
  const [parts, setParts] = useState<SplitPart[]>([]);
  const lastFps = [...parts].reverse().find((p) => p.kind === 'fps' && hasFps);
  // the customer display draws the same FPS code, for this part (docs/decisions/0286-split-payments-on-every-surface.md)
  useShowOnDisplay(
    id,
    'paying_fps',
    lastFps ? `${lastFps.key}:${lastFps.amountCents}` : null,
    lastFps ? fromCents(lastFps.amountCents) : undefined,
  );

  if (!id) return <NoSale />;
  const data = options.data;
  if (data && data.status !== 'cart')
    return <Navigate to={`/finish-pay?id=${encodeURIComponent(id)}`} replace />;

  const rounds = selling.settings.cash_rounding;
  const billCents = data ? toCents(data.total) : 0;
  const { settled } = splitState(billCents, parts, rounds);
  const ways: SplitWay[] = [
    { id: 'cash', kind: 'cash', label: t('payOption.cash') },
    ...(hasFps ? [{ id: GENERATED_FPS_METHOD, kind: 'fps', label: 'FPS' }] : []),
    ...(data?.codes ?? []).map((c) => ({ id: c._id, kind: c.type, label: c.label })),
  ];

  return (
    <>
      <PageHeader title={t('split.title')} back="/pay-option" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-8">
        {options.isError && <QueryFailed title={t('payOption.error')} query={options} />}
        {!data && !options.isError && <Skeleton className="h-24 w-full rounded-3xl" />}
        {data && (
          <>
            <p className="flex items-baseline justify-between px-1 text-gray-700">
              <span className="text-sm">{t('payOption.amountLabel')}</span>
              <span className="text-xl font-bold tabular-nums text-gray-900" data-testid="amount-due">
                {formatPrice(data.total)}
              </span>
            </p>
            {/* the parts, the remaining amount and the change: one editor with the offline till's */}
            <SplitTender billCents={billCents} rounds={rounds} ways={ways} parts={parts} onParts={setParts} />

            {lastFps && (
              <section aria-label={t('split.fpsPart')} className="flex flex-col items-center gap-2">
                <p className="text-sm font-medium text-gray-600">
                  {t('pay.scanToPay', { method: 'FPS' })} · {formatPrice(fromCents(lastFps.amountCents))}
                </p>
                <div className="w-3/4">
                  <SellerFpsQr amountCents={lastFps.amountCents} reference={id} />
                </div>
              </section>
            )}

            {confirmation.error && (
              <FormAlert>
                {confirmation.error} {t('pay.retryHint')}
              </FormAlert>
            )}
            {settled?.ok && (
              <ReceivedButton
                pending={confirmation.pending}
                onClick={() =>
                  void confirmation.received(
                    parts.map((p) => ({ method: p.id, amount: fromCents(p.amountCents) })),
                  )
                }
              />
            )}
            <Link to="/pay-option" className={buttonClasses({ variant: 'ghost', block: true })}>
              {t('pay.otherMethod')}
            </Link>
          </>
        )}
      </main>
    </>
  );
}
