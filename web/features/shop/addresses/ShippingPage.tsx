import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { AddressPicker } from './AddressPicker';
import { readChosenAddress, writeChosenAddress } from './checkout-choice';

/**
 * `/shipping`: the buyer's delivery addresses (choose, add, edit, remove); "Deliver here" returns to /checkout.
 * Opened from the account sheet (`?from=account`) it manages the addresses only: back goes back, no "Deliver here".
 */
export default function ShippingPage() {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const fromAccount = useSearchParams()[0].get('from') === 'account';
  const [selected, setSelected] = useState<string | null>(readChosenAddress);
  const select = useCallback((id: string | null) => {
    setSelected(id);
    writeChosenAddress(id);
  }, []);
  return (
    <>
      <PageHeader title={t('title')} back={fromAccount ? true : '/checkout'} />
      <main className="px-4 pt-4 pb-28">
        <p className="mb-3 text-sm text-gray-600">{t('intro')}</p>
        <AddressPicker selected={selected} onSelect={select} />
      </main>
      {fromAccount ? null : (
        <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-gray-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
          <Button block size="lg" disabled={!selected} onClick={() => navigate('/checkout')}>
            {t('deliverHere')}
          </Button>
        </div>
      )}
    </>
  );
}
