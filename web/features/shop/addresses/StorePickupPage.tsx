import { Clock, MapPin, Phone, Store } from 'lucide-react';
import type { PickupAddress } from '../../../../contract/users';
import { useTranslation } from '../../../i18n/use-translation';
import { useDistrictName } from '../../../shared/DistrictSelect';
import { SellerOnly } from '../../../shared/SellerOnly';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { AddEntryButton, EntryActions, RemoveEntryDialog, useEntryEditing } from './AddressBookEntry';
import { PickupAddressForm } from './PickupAddressForm';
import { useMyPickupAddresses } from './useMyPickupAddresses';
import { useRemovePickupAddress } from './useRemovePickupAddress';

/**
 * `/store-pickup`: a seller's store-pickup addresses (list, add, edit, remove). Checkout offers them to the
 * seller's buyers (web/features/shop/addresses/usePickupAddresses.ts). Reached from the account sheet.
 */
export default function StorePickupPage() {
  // the district names are the market's text: asked for with the page's, not when a form opens
  const { t } = useTranslation(['pickup', 'market']);
  return (
    <SellerOnly title={t('title')}>
      <PageHeader title={t('title')} back />
      <main className="px-4 pt-4 pb-10">
        <p className="mb-3 text-sm text-gray-600">{t('intro')}</p>
        <PickupList />
      </main>
    </SellerOnly>
  );
}

function PickupList() {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const pickups = useMyPickupAddresses();
  const remove = useRemovePickupAddress();
  const districtName = useDistrictName();
  const book = useEntryEditing<PickupAddress>();
  const { editing, setEditing } = book;
  const list = pickups.data ?? [];

  if (pickups.isPending) {
    return (
      <SkeletonStatus
        label={t('loading')}
        className="flex flex-col gap-2"
        blocks={['h-20 w-full rounded-xl', 'h-20 w-full rounded-xl']}
      />
    );
  }
  if (pickups.isError) {
    return <QueryFailed title={t('loadFailed')} query={pickups} />;
  }

  const saved = () => {
    setEditing(null);
    toast.show(t('saved'), { tone: 'success' });
  };

  return (
    <div className="flex flex-col gap-2">
      {list.length === 0 && editing !== 'new' && (
        <EmptyState
          icon={<Store />}
          title={t('emptyTitle')}
          message={t('empty')}
          action={{ label: t('addNew'), onClick: () => setEditing('new') }}
        />
      )}
      {list.length > 0 && (
        <ul aria-label={t('title')} className="flex flex-col gap-2">
          {list.map((p) => (
            <li key={p._id} className="rounded-xl border border-gray-200 bg-white p-1">
              {book.isEditing(p) ? (
                <div className="p-2">
                  <PickupAddressForm pickup={p} onSaved={saved} onCancel={() => setEditing(null)} />
                </div>
              ) : (
                <div className="flex items-start gap-1">
                  <div className="min-w-0 flex-1 p-2 text-sm">
                    <p className="font-semibold text-gray-900">{p.name}</p>
                    <p className="text-gray-700">{p.address}</p>
                    <p className="mt-0.5 flex items-center gap-1 text-gray-600">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {p.district ? districtName(p.district) : t('districtUnknown')}
                    </p>
                    {p.hours && (
                      <p className="mt-0.5 flex items-center gap-1 text-gray-600">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {p.hours}
                      </p>
                    )}
                    {p.phone && (
                      <p className="flex items-center gap-1 text-gray-600">
                        <Phone aria-hidden="true" className="size-3.5" />
                        {p.phone}
                      </p>
                    )}
                  </div>
                  <EntryActions t={t} entry={p} book={book} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {editing === 'new' ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-3">
          <h2 className="mb-2 text-sm font-semibold text-gray-900">{t('addTitle')}</h2>
          <PickupAddressForm onSaved={saved} onCancel={() => setEditing(null)} />
        </div>
      ) : editing === null && list.length > 0 ? (
        <AddEntryButton t={t} onClick={() => setEditing('new')} />
      ) : null}

      <RemoveEntryDialog
        t={t}
        book={book}
        remove={remove}
        onRemoved={() => toast.show(t('removed'), { tone: 'success' })}
        onFailed={(err) => {
          console.warn('store pickup remove', err.message);
          toast.show(t('removeFailed', { message: err.message }), { tone: 'danger' });
        }}
      />
    </div>
  );
}
