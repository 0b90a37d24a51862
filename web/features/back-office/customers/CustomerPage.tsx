import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Customer } from '../../../../contract/customers';
import { fromCents } from '../../../../contract/money';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { CustomerForm } from './CustomerForm';
import { averageSpent, visitDate } from './customer-facts';
import { MergeCustomer } from './MergeCustomer';
import { useCustomer } from './useCustomer';

/** `/customer?id=`: one customer, her visits and spending, favourite products, what the seller keeps, merge. */
export default sellerOnlyPage('customers', 'title', CustomerDetail);

function CustomerDetail() {
  const { t } = useTranslation('customers');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const customer = useCustomer(id);
  const c = customer.data;
  const [merges, setMerges] = useState(0);
  return (
    <>
      <PageHeader title={c ? c.name || c.phone || t('noName') : t('title')} back="/customers" />
      <main className="flex flex-col gap-5 px-4 pt-3 pb-10">
        {customer.isError && (
          <LoadFailed title={t('title')} error={customer.error} onRetry={() => void customer.refetch()} />
        )}
        {!c ? (
          !customer.isError && <Skeleton className="h-64 w-full rounded-2xl" />
        ) : (
          <>
            <Figures customer={c} />
            {/* keyed so a merge (new name, phone, notes) refills the form; a save keeps it (and its "Saved") */}
            <CustomerForm key={`${c.customer_id}-${merges}`} customer={c} />
            <MergeCustomer keep={c} onMerged={() => setMerges(merges + 1)} />
          </>
        )}
      </main>
    </>
  );
}

function Figures({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const rows: [string, string][] = [
    [t('facts.visits'), String(customer.visits)],
    [t('facts.spent'), formatPrice(customer.spent)],
    [t('facts.average'), formatPrice(averageSpent(customer.spent, customer.visits))],
    [t('facts.first'), visitDate(customer.first_visit)],
    [t('facts.last'), visitDate(customer.last_visit)],
    // her points, worth a cent each (docs/decisions/0283-loyalty.md)
    [
      t('facts.points'),
      t('facts.pointsValue', { count: customer.points, value: formatPrice(fromCents(customer.points)) }),
    ],
    // her stamps at a stamp-card shop (docs/decisions/0289-stamp-cards.md)
    ...((customer.stamps ?? 0) > 0 ? [[t('facts.stamps'), String(customer.stamps)] as [string, string]] : []),
  ];
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4" aria-label={t('facts.title')}>
      <dl
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6"
        data-testid="customer-figures"
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-500">{label}</dt>
            <dd className="text-[15px] font-semibold text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-600">
        {customer.follows && (
          <span className="flex items-center gap-1 rounded-full bg-pink-50 px-2 py-0.5 text-xs text-brand-dark">
            <Heart aria-hidden="true" className="size-3" />
            {t('follows')}
          </span>
        )}
        {customer.user_id ? t('hasAccount') : t('noAccount')}
      </p>
      {customer.favourites.length > 0 && (
        <>
          <h2 className="mt-3 text-sm font-semibold text-gray-900">{t('facts.favourites')}</h2>
          <ul className="mt-1 text-sm text-gray-700">
            {customer.favourites.map((f) => (
              <li key={f.name}>
                {f.name} × {f.units}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
