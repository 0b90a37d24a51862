import { Users } from 'lucide-react';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ListState } from '../../../shared/ListState';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchInput } from '../../../ui/SearchInput';
import { Skeleton } from '../../../ui/Skeleton';
import { AddCustomerForm } from './AddCustomerForm';
import { CustomerCard } from './CustomerCard';
import { CustomersCsvBar } from './CustomersCsvBar';
import { LoyaltyForm } from './LoyaltyForm';
import { StampCardForm } from './StampCardForm';
import { useCustomers } from './useCustomers';

/**
 * `/customers`: the shop's customers (docs/decisions/0282-customers.md), from its online orders, till sales with a
 * customer, followers and conversations; found by name or phone; added by hand; CSV out and in.
 */
export default sellerOnlyPage('customers', 'title', CustomersList);

function CustomersList() {
  const { t } = useTranslation('customers');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const input = useRef<HTMLInputElement>(null);
  const list = useCustomers(q);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader title={t('title')} back />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10">
        <p className="flex gap-3 text-sm text-gray-600">
          <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          {t('intro')}
        </p>
        <SearchInput
          inputRef={input}
          value={search}
          onChange={setSearch}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
        />
        <CustomersCsvBar />
        <ListState
          hasData={list.data !== undefined}
          status={list.status === 'pending' ? 'loading' : list.status}
          error={list.error}
          loading={<Skeleton className="h-40 w-full rounded-2xl" />}
          errorTitle={t('title')}
          onRetry={() => void list.refetch()}
          empty={items.length === 0}
          emptyState={
            <EmptyState
              icon={<Users />}
              title={q ? t('empty.search') : t('empty.title')}
              message={q ? undefined : t('empty.message')}
            />
          }
        />
        {items.length > 0 && (
          <ul className="grid gap-3 lg:grid-cols-2 xl:grid-cols-3" aria-label={t('title')}>
            {items.map((c) => (
              <li key={c.customer_id}>
                <CustomerCard customer={c} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('more')}
          </Button>
        )}
        <AddCustomerForm />
        <LoyaltyForm />
        <StampCardForm />
      </main>
    </>
  );
}
