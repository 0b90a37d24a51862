import { MapPin, Star } from 'lucide-react';
import { useEffect } from 'react';
import type { Address } from '../../../../contract/users';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { RadioOption } from '../../../ui/RadioOption';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { AddEntryButton, EntryActions, RemoveEntryDialog, useEntryEditing } from './AddressBookEntry';
import { AddressForm } from './AddressForm';
import { useAddresses } from './useAddresses';
import { useRemoveAddress } from './useRemoveAddress';

export interface AddressPickerProps {
  selected: string | null;
  onSelect(id: string | null): void;
}

/**
 * The buyer's delivery addresses as a radio list, with add, edit and remove inline. The default
 * address is picked when nothing is; a new address is picked once saved.
 */
export function AddressPicker({ selected, onSelect }: AddressPickerProps) {
  const { t } = useTranslation(['addresses', 'delivery']);
  const toast = useToast();
  const addresses = useAddresses();
  const remove = useRemoveAddress();
  const book = useEntryEditing<Address>();
  const { editing, setEditing } = book;
  const list = addresses.data ?? [];

  useEffect(() => {
    if (!addresses.data) return;
    if (selected && addresses.data.some((a) => a._id === selected)) return;
    const fallback = addresses.data.find((a) => a.is_default) ?? addresses.data[0];
    onSelect(fallback?._id ?? null);
  }, [addresses.data, selected, onSelect]);

  // No address yet: the form is open straight away.
  const showNewForm = editing === 'new' || (addresses.isSuccess && list.length === 0);

  if (addresses.isPending) {
    return (
      <SkeletonStatus
        label={t('loading')}
        className="flex flex-col gap-2"
        blocks={['h-16 w-full rounded-xl', 'h-16 w-full rounded-xl']}
      />
    );
  }
  if (addresses.isError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-700"
      >
        <span>{t('loadFailed')}</span>
        <Button size="sm" variant="secondary" onClick={() => void addresses.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {list.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('choose')}</legend>
          {list.map((a) =>
            book.isEditing(a) ? (
              <div key={a._id} className="rounded-xl border border-gray-200 p-3">
                <AddressForm address={a} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
              </div>
            ) : (
              <div
                key={a._id}
                className={`flex items-start gap-1 rounded-xl border p-1 transition-colors ${
                  selected === a._id ? 'border-nav-product bg-cyan-50/60' : 'border-gray-200 bg-white'
                }`}
              >
                <RadioOption
                  className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 p-2"
                  name="delivery-address"
                  value={a._id}
                  selected={selected}
                  onChoose={onSelect}
                  inputClassName="mt-1 size-5 shrink-0 accent-cyan-700"
                >
                  <span className="min-w-0 text-sm">
                    <span className="flex items-center gap-1.5 font-semibold text-gray-900">
                      {a.name}
                      {a.is_default && (
                        <span className="inline-flex items-center gap-0.5 rounded-full bg-gray-100 px-1.5 py-px text-[11px] font-medium text-gray-700">
                          <Star aria-hidden="true" className="size-3" />
                          {t('default')}
                        </span>
                      )}
                    </span>
                    <span className="block text-gray-600">{a.phone}</span>
                    <span className="block text-gray-700">{a.address}</span>
                    {a.area && (
                      <span className="block text-xs text-gray-500">{t(`delivery:areas.${a.area}`)}</span>
                    )}
                  </span>
                </RadioOption>
                <EntryActions t={t} entry={a} book={book} />
              </div>
            ),
          )}
        </fieldset>
      )}

      {showNewForm ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-3">
          <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-gray-900">
            <MapPin aria-hidden="true" className="size-4 text-nav-product" />
            {t('addTitle')}
          </h3>
          <AddressForm
            onSaved={(id) => {
              setEditing(null);
              onSelect(id);
              toast.show(t('saved'), { tone: 'success' });
            }}
            onCancel={list.length > 0 ? () => setEditing(null) : undefined}
          />
        </div>
      ) : editing === null ? (
        <AddEntryButton t={t} onClick={() => setEditing('new')} />
      ) : null}

      <RemoveEntryDialog
        t={t}
        book={book}
        remove={remove}
        onRemoved={(entry) => {
          if (selected === entry._id) onSelect(null);
        }}
        onFailed={(err) => toast.show(err.message, { tone: 'danger' })}
      />
    </div>
  );
}
