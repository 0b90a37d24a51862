import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { useBankInfo } from './useBankInfo';
import { useEditBankInfo } from './useEditBankInfo';

/** A seller's payout details: shown masked, replaced whole (docs/decisions/0057). */
export function BankInfoForm() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const bank = useBankInfo(true);
  const edit = useEditBankInfo();
  const [form, setForm] = useState({ bank_name: '', account_holder: '', account_number: '', fps_id: '' });
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    edit.mutate(
      { ...form, fps_id: form.fps_id.trim() || null },
      {
        onSuccess: () => {
          setForm({ bank_name: '', account_holder: '', account_number: '', fps_id: '' });
          toast.show(t('bank.saved'), { tone: 'success' });
        },
      },
    );
  }

  return (
    <section aria-labelledby="bank-title" className="rounded-2xl bg-white p-4 shadow-xs">
      <h2 id="bank-title" className="font-semibold text-gray-900">
        {t('bank.title')}
      </h2>
      {bank.data ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="bank-masked">
          <dt className="text-gray-600">{t('bank.bankName')}</dt>
          <dd>{bank.data.bank_name}</dd>
          <dt className="text-gray-600">{t('bank.holder')}</dt>
          <dd>{bank.data.account_holder}</dd>
          <dt className="text-gray-600">{t('bank.number')}</dt>
          <dd>{bank.data.account_number_masked}</dd>
          {bank.data.fps_id_masked && (
            <>
              <dt className="text-gray-600">{t('bank.fps')}</dt>
              <dd>{bank.data.fps_id_masked}</dd>
            </>
          )}
        </dl>
      ) : (
        bank.isSuccess && <p className="mt-1 text-sm text-gray-600">{t('bank.none')}</p>
      )}
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
        <TextField
          label={t('bank.bankName')}
          value={form.bank_name}
          onChange={set('bank_name')}
          maxLength={80}
        />
        <TextField
          label={t('bank.holder')}
          value={form.account_holder}
          onChange={set('account_holder')}
          maxLength={80}
        />
        <TextField
          label={t('bank.number')}
          inputMode="numeric"
          autoComplete="off"
          value={form.account_number}
          onChange={set('account_number')}
          hint={t('bank.numberHint')}
          maxLength={24}
        />
        <TextField
          label={t('bank.fpsOptional')}
          value={form.fps_id}
          onChange={set('fps_id')}
          maxLength={80}
        />
        {edit.error && <FormAlert>{edit.error.message}</FormAlert>}
        <Button
          type="submit"
          variant="secondary"
          loading={edit.isPending}
          disabled={!form.bank_name.trim() || !form.account_holder.trim() || !form.account_number.trim()}
        >
          {t('bank.save')}
        </Button>
      </form>
    </section>
  );
}
