import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import { formatPrice } from '../../../shared/Price';
import { SellerOnly } from '../../../shared/SellerOnly';
import { buttonClasses } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { NoSale } from './PayOptionPage';
import { readPosOrderId } from './pos-storage';
import { ReceivedButton } from './ReceivedButton';
import { cashSuggestions, changeCents } from './sale-math';
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

/** "12.5", "12.50", "$12" → 12.5; anything else → null. */
function parseAmount(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(clean)) return null;
  return Number(clean);
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
  const tendered = text.trim() === '' ? null : parseAmount(text);
  const invalid = text.trim() !== '' && tendered === null;
  const change = tendered === null ? 0 : changeCents(tendered, totalCents);
  const short = tendered !== null && change < 0;
  const notes = cashSuggestions(totalCents);

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
        {options.isError && (
          <LoadFailed
            title={t('payOption.error')}
            error={options.error}
            onRetry={() => void options.refetch()}
          />
        )}
        {data && (
          <>
            <section className="rounded-3xl bg-gray-900 px-5 py-4 text-white">
              <p className="text-sm text-gray-300">{t('payOption.amountLabel')}</p>
              <p className="text-5xl font-bold tabular-nums" data-testid="amount-due">
                {formatPrice(data.total)}
              </p>
            </section>

            <div className="flex flex-col gap-1.5">
              <label htmlFor="cash-tendered" className="text-base font-semibold text-gray-900">
                {t('cash.tendered')}
              </label>
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-2xl font-semibold text-gray-500"
                >
                  $
                </span>
                <input
                  id="cash-tendered"
                  inputMode="decimal"
                  autoComplete="off"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={data.total.toFixed(2)}
                  aria-invalid={invalid || short || undefined}
                  aria-describedby="cash-change"
                  className="h-16 w-full rounded-2xl border-2 border-gray-300 bg-white pr-4 pl-10 text-3xl font-bold tabular-nums text-gray-900 placeholder:text-gray-300 focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
                />
              </div>
            </div>

            <fieldset>
              <legend className="sr-only">{t('cash.quick')}</legend>
              <div className="grid grid-cols-3 gap-2">
                <button
                  type="button"
                  onClick={() => setText(data.total.toFixed(2))}
                  className="min-h-14 rounded-2xl bg-emerald-50 text-base font-semibold text-emerald-800 ring-1 ring-emerald-200 active:bg-emerald-100"
                >
                  {t('cash.exact')}
                </button>
                {notes.map((n) => (
                  <button
                    key={n}
                    type="button"
                    onClick={() => setText(String(n))}
                    aria-pressed={tendered === n}
                    className="min-h-14 rounded-2xl bg-gray-100 text-lg font-semibold tabular-nums text-gray-900 active:bg-gray-200 aria-pressed:bg-gray-900 aria-pressed:text-white"
                  >
                    {formatPrice(n, '$', 0)}
                  </button>
                ))}
              </div>
            </fieldset>

            <output
              id="cash-change"
              aria-live="polite"
              className={`flex items-baseline justify-between rounded-2xl px-4 py-3 ${
                short || invalid ? 'bg-red-50 text-red-800' : 'bg-yellow-50 text-gray-900'
              }`}
            >
              {invalid ? (
                <span className="text-base font-medium">{t('cash.invalid')}</span>
              ) : short ? (
                <>
                  <span className="text-base font-medium">{t('cash.short')}</span>
                  <span className="text-3xl font-bold tabular-nums">{formatPrice(fromCents(-change))}</span>
                </>
              ) : (
                <>
                  <span className="text-base font-medium">
                    {tendered === null ? t('cash.changeExact') : t('cash.change')}
                  </span>
                  <span className="text-4xl font-extrabold tabular-nums" data-testid="change-due">
                    {formatPrice(fromCents(change))}
                  </span>
                </>
              )}
            </output>

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
