import { useDeferredValue, useRef, useState } from 'react';
import type { Customer } from '../../../../contract/customers';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { SearchInput } from '../../../ui/SearchInput';
import { useCustomers } from './useCustomers';
import { useMergeCustomers } from './useMergeCustomers';

/** Two entries of one person made one: the seller finds the other entry and merges it into this one. */
export function MergeCustomer({ keep, onMerged }: { keep: Customer; onMerged(): void }) {
  const { t } = useTranslation('customers');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const input = useRef<HTMLInputElement>(null);
  const found = useCustomers(q);
  const merge = useMergeCustomers();
  const [other, setOther] = useState<Customer | null>(null);
  const others = (found.data?.pages.flatMap((p) => p.items) ?? [])
    .filter((c) => c.customer_id !== keep.customer_id)
    .slice(0, 8);
  return (
    <section className="flex flex-col gap-3" aria-label={t('merge.title')}>
      <h2 className="text-base font-semibold text-gray-900">{t('merge.title')}</h2>
      <p className="text-sm text-gray-600">{t('merge.intro')}</p>
      <SearchInput
        inputRef={input}
        value={search}
        onChange={setSearch}
        label={t('merge.search')}
        placeholder={t('search.placeholder')}
        clearLabel={t('search.clear')}
      />
      {q !== '' && (
        <ul className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
          {others.map((c) => (
            <li key={c.customer_id}>
              <button
                type="button"
                className="flex min-h-12 w-full items-center gap-2 px-4 text-left hover:bg-gray-50"
                onClick={() => setOther(c)}
              >
                <span className="flex-1 truncate">{c.name || t('noName')}</span>
                <span className="text-sm text-gray-500 tabular-nums">{c.phone}</span>
              </button>
            </li>
          ))}
          {others.length === 0 && !found.isPending && (
            <li className="px-4 py-3 text-sm text-gray-500">{t('empty.search')}</li>
          )}
        </ul>
      )}
      {merge.error && <FormAlert>{merge.error.message}</FormAlert>}
      <ConfirmDialog
        open={other !== null}
        title={t('merge.confirmTitle')}
        message={t('merge.confirm', {
          other: other?.name || other?.phone || t('noName'),
          keep: keep.name || keep.phone || t('noName'),
        })}
        confirmLabel={t('merge.submit')}
        busy={merge.isPending}
        onConfirm={() => {
          if (!other) return;
          merge.mutate(
            { keep_id: keep.customer_id, merge_id: other.customer_id },
            {
              onSuccess: onMerged,
              onSettled: () => {
                setOther(null);
                setSearch('');
              },
            },
          );
        }}
        onCancel={() => setOther(null)}
      />
    </section>
  );
}
