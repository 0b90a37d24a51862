import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { toCents } from '../../../../contract/money';
import { CashTendered, cashState } from '../../../shared/cash/CashTendered';
import { formatPrice } from '../../../shared/Price';
import { SellerOnly } from '../../../shared/SellerOnly';
import { buttonClasses } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { NoSale } from './PayOptionPage';
import { readPosOrderId } from './pos-storage';
import { ReceivedButton } from './ReceivedButton';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { usePaymentOptions } from './usePaymentOptions';

/** `/pos-pay`: a cash payment — the cash handed over, the change due, "Payment received" (docs/product.md §2). */
export default function CashPaymentPage() {
  const { t } = useTranslation('pos');
  return (
    <SellerOnly title={t('cash.title')}>
      <CashPayment />
    </SellerOnly>
  );
}

function CashPayment() {
  const { t } = useTranslation('pos');
  const id = readPosOrderId();
  const options = usePaymentOptions(id);
  const confirmation = usePaymentConfirmation(id ?? '');
  const [text, setText] = useState('');

  if (!id) return <NoSale />;
  const data = options.data;
  if (data && data.status !== 'cart')
    return <Navigate to={`/finish-pay?id=${encodeURIComponent(id)}`} replace />;

  const totalCents = data ? toCents(data.total) : 0;
  const { tendered, invalid, short } = cashState(text, totalCents);

  return (
    <>
      <PageHeader title={t('cash.title')} back="/pay-option" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-8">
        {options.isPending && (
          <div aria-busy="true" className="flex flex-col gap-3">
            <Spinner label={t('loading')} className="sr-only" />
            <Skeleton className="h-24 w-full rounded-3xl" />
            <Skeleton className="h-14 w-full rounded-2xl" />
          </div>
        )}
        {options.isError && <QueryFailed title={t('payOption.error')} query={options} />}
        {data && (
          <>
            <section className="rounded-3xl bg-gray-900 px-5 py-4 text-white">
              <p className="text-sm text-gray-300">{t('payOption.amountLabel')}</p>
              <p className="text-5xl font-bold tabular-nums" data-testid="amount-due">
                {formatPrice(data.total)}
              </p>
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
              onClick={() => void confirmation.received('cash', tendered ?? data.total)}
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
