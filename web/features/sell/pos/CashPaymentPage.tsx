import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import { paymentRoundingCents } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { CashTendered, cashState } from '../../../shared/cash/CashTendered';
import { formatRounding } from '../../../shared/cash/rounding';
import { useSellingSettings } from '../../../shared/cash/selling-settings';
import { formatPrice } from '../../../shared/Price';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { buttonClasses } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { BusyPlaceholder, Skeleton } from '../../../ui/Skeleton';
import { NoSale } from './PayOptionPage';
import { readPosOrderId } from './pos-storage';
import { ReceivedButton } from './ReceivedButton';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { usePaymentOptions } from './usePaymentOptions';

/**
 * `/pos-pay`: a cash payment — the cash handed over, the change due, "Payment received" (docs/product.md §2). The
 * amount due is the bill rounded to 10¢ when the shop rounds cash (docs/decisions/0264-cash-rounding.md), from the
 * same function the server records it with; the change is from it.
 */
export default sellerOnlyPage('pos', 'cash.title', CashPayment);

function CashPayment() {
  const { t } = useTranslation('pos');
  const id = readPosOrderId();
  const options = usePaymentOptions(id);
  const confirmation = usePaymentConfirmation(id ?? '');
  const [text, setText] = useState('');
  const selling = useSellingSettings();

  if (!id) return <NoSale />;
  const data = options.data;
  if (data && data.status !== 'cart')
    return <Navigate to={`/finish-pay?id=${encodeURIComponent(id)}`} replace />;

  const billCents = data ? toCents(data.total) : 0;
  const roundingCents = paymentRoundingCents(billCents, 'cash', selling.settings.cash_rounding);
  const totalCents = billCents + roundingCents;
  const { tendered, invalid, short } = cashState(text, totalCents);
  // the rounding needs the shop's setting: wait for it (a failed read keeps the default, rounding on)
  const loading = options.isPending || selling.isPending;

  return (
    <>
      <PageHeader title={t('cash.title')} back="/pay-option" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-8">
        {loading && (
          <BusyPlaceholder label={t('loading')} className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full rounded-3xl" />
            <Skeleton className="h-14 w-full rounded-2xl" />
          </BusyPlaceholder>
        )}
        {options.isError && <QueryFailed title={t('payOption.error')} query={options} />}
        {data && !loading && (
          <>
            <section className="rounded-3xl bg-gray-900 px-5 py-4 text-white">
              <p className="text-sm text-gray-300">{t('payOption.amountLabel')}</p>
              <p className="text-5xl font-bold tabular-nums" data-testid="amount-due">
                {formatPrice(fromCents(totalCents))}
              </p>
              {roundingCents !== 0 && (
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-300">
                  <div className="flex gap-1.5">
                    <dt className="sr-only">{t('sale.total')}</dt>
                    <dd className="tabular-nums">{t('cash.bill', { amount: formatPrice(data.total) })}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt>{t('sale.rounding')}</dt>
                    <dd className="tabular-nums" data-testid="cash-rounding">
                      {formatRounding(fromCents(roundingCents))}
                    </dd>
                  </div>
                </dl>
              )}
            </section>

            <CashTendered totalCents={totalCents} text={text} onText={setText} />

            {confirmation.error && (
              <FormAlert>
                {confirmation.error} {t('pay.retryHint')}
              </FormAlert>
            )}
            <ReceivedButton
              pending={confirmation.pending}
              disabled={short || invalid}
              onClick={() => void confirmation.received('cash', tendered ?? fromCents(totalCents))}
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
