import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { TextField } from '../../../ui/TextField';
import { useUpdateCustomer } from './useUpdateCustomer';

/** A customer the shop met at the stall: a name, a phone, or both; her page opens once added. */
export function AddCustomerForm() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const add = useUpdateCustomer();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <form
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4"
      aria-label={t('add.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim() === '' && phone.trim() === '') return;
        add.mutate(
          { name: name.trim(), phone: phone.trim() },
          { onSuccess: (c) => navigate(`/customer?id=${encodeURIComponent(c.customer_id)}`) },
        );
      }}
    >
      <h2 className="text-base font-semibold text-gray-900">{t('add.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
        />
        <TextField
          label={t('fields.phone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          inputMode="tel"
          maxLength={30}
        />
      </div>
      <SubmitWithAlert sending={add} disabled={name.trim() === '' && phone.trim() === ''}>
        {t('add.submit')}
      </SubmitWithAlert>
    </form>
  );
}
