import { ChevronRight, Plus, Settings2, ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { GENERATED_FPS_METHOD } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useShowOnDisplay } from '../customer-display';
import { useFpsIdentifier } from '../fps';
import { MethodIcon } from '../payment-codes';
import { readPosOrderId } from './pos-storage';
import { usePaymentOptions } from './usePaymentOptions';

/** `/pay-option`: how the customer pays — cash or one of the seller's payment codes (docs/product.md §2). */
export default sellerOnlyPage('pos', 'payOption.title', PayOptions);

function PayOptions() {
  const { t } = useTranslation(['pos', 'paymentCodes']);
  const id = readPosOrderId();
  const options = usePaymentOptions(id);
  // with her FPS ID on file the app draws the FPS code with the amount: no uploaded picture needed
  // (docs/decisions/0226-fps-from-payout-details.md)
  const hasFps = Boolean(useFpsIdentifier().data?.fps);
  // back from the FPS code to the choice: the customer display shows the lines again (decision 0278)
  useShowOnDisplay(id, 'ringing', id);

  if (!id) return <NoSale />;
  const data = options.data;
  if (data && data.status !== 'cart')
    return <Navigate to={`/finish-pay?id=${encodeURIComponent(id)}`} replace />;
  if (data && data.total <= 0) return <NoSale />;

  return (
    <>
      <PageHeader title={t('payOption.title')} back="/pos" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-10">
        <section
          aria-label={t('payOption.amountLabel')}
          className="rounded-3xl bg-gray-900 px-5 py-5 text-white"
        >
          <p className="text-sm text-gray-300">{t('payOption.amountLabel')}</p>
          {data ? (
            <p className="text-5xl font-bold tracking-tight tabular-nums" data-testid="amount-due">
              {formatPrice(data.total)}
            </p>
          ) : (
            <Skeleton className="mt-2 h-11 w-48 bg-gray-700" />
          )}
        </section>

        {options.isPending && (
          <div aria-busy="true" className="flex flex-col gap-3">
            <Spinner label={t('loading')} className="sr-only" />
            <Skeleton className="h-20 w-full rounded-2xl" />
            <Skeleton className="h-20 w-full rounded-2xl" />
          </div>
        )}

        {options.isError &&
          (options.error instanceof Error && 'status' in options.error && options.error.status === 404 ? (
            <NoSale inline />
          ) : (
            <QueryFailed title={t('payOption.error')} query={options} />
          ))}

        {data && (
          <>
            <h2 className="px-1 text-base font-semibold text-gray-900">{t('payOption.how')}</h2>
            <ul className="flex flex-col gap-3">
              <li>
                <OptionCard
                  to="/pos-pay"
                  icon={<MethodIcon kind="cash" size="lg" />}
                  title={t('payOption.cash')}
                  hint={t('payOption.cashHint')}
                />
              </li>
              {hasFps && (
                <li>
                  <OptionCard
                    to={`/payment?code=${GENERATED_FPS_METHOD}`}
                    icon={<MethodIcon kind="fps" size="lg" />}
                    title={t('payOption.fps')}
                    hint={t('payOption.fpsHint')}
                  />
                </li>
              )}
              {data.codes.map((code) => (
                <li key={code._id}>
                  <OptionCard
                    to={`/payment?code=${encodeURIComponent(code._id)}`}
                    icon={<MethodIcon kind={code.type} size="lg" />}
                    title={code.label}
                    hint={t(`paymentCodes:types.${code.type}`)}
                  />
                </li>
              ))}
              {data.codes.length === 0 && !hasFps && (
                <li>
                  <OptionCard
                    to="/payment-codes"
                    icon={
                      <span
                        aria-hidden="true"
                        className="flex size-14 items-center justify-center rounded-2xl border-2 border-dashed border-gray-300 text-gray-500"
                      >
                        <Plus className="size-7" />
                      </span>
                    }
                    title={t('payOption.addCode')}
                    hint={t('payOption.addCodeHint')}
                  />
                </li>
              )}
            </ul>
            {(data.codes.length > 0 || hasFps) && (
              <OptionCard
                to="/split-pay"
                icon={<MethodIcon kind="other" size="lg" />}
                title={t('split.title')}
                hint={t('split.hint')}
              />
            )}
            {(data.codes.length > 0 || hasFps) && (
              <Link
                to="/payment-codes"
                className="flex min-h-11 items-center justify-center gap-2 self-center rounded-xl px-4 text-sm font-semibold text-nav-product hover:bg-cyan-50"
              >
                <Settings2 aria-hidden="true" className="size-4" />
                {t('payOption.manage')}
              </Link>
            )}
          </>
        )}
      </main>
    </>
  );
}

function OptionCard({ to, icon, title, hint }: { to: string; icon: ReactNode; title: string; hint: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-20 items-center gap-4 rounded-2xl bg-white px-4 py-3 shadow-xs ring-1 ring-gray-200 active:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {icon}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-lg font-semibold text-gray-900">{title}</span>
        <span className="truncate text-sm text-gray-500">{hint}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-gray-400" />
    </Link>
  );
}

/** No sale in progress (new phone, or the sale was cleared): back to the POS. */
export function NoSale({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('pos');
  const body = (
    <EmptyState
      icon={<ShoppingBasket />}
      title={t('noSale.title')}
      message={t('noSale.message')}
      action={{ label: t('noSale.back'), to: '/pos' }}
    />
  );
  if (inline) return body;
  return (
    <>
      <PageHeader title={t('payOption.title')} back="/pos" />
      {body}
    </>
  );
}
