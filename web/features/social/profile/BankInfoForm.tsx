import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SavedNote } from '../../../ui/SavedNote';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { TextField } from '../../../ui/TextField';
import { useBankInfo } from './useBankInfo';
import { useEditBankInfo } from './useEditBankInfo';

/** A seller's payout details: shown masked, replaced whole (docs/decisions/0057). */
export function BankInfoForm() {
  const { t } = useTranslation('profile');
  const bank = useBankInfo(true);
  const edit = useEditBankInfo();
  const [form, setForm] = useState({ bank_name: '', account_holder: '', account_number: '', fps_id: '' });
  const [saved, setSaved] = useState(false);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setForm((f) => ({ ...f, [k]: e.target.value }));
  };

  const hintId = useId();
  const fps = form.fps_id.trim();
  const bankParts = [form.bank_name, form.account_holder, form.account_number].filter((v) => v.trim()).length;
  // FPS alone is enough; a bank account needs all three of its fields (decision 0272)
  const why =
    bankParts === 0 && !fps ? t('bank.needOne') : bankParts > 0 && bankParts < 3 ? t('bank.needAll') : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (why) return;
    const bankFields =
      bankParts === 3
        ? {
            bank_name: form.bank_name,
            account_holder: form.account_holder,
            account_number: form.account_number,
          }
        : {};
    edit.mutate(
      { ...bankFields, fps_id: fps || null },
      {
        onSuccess: () => {
          setForm({ bank_name: '', account_holder: '', account_number: '', fps_id: '' });
          // said once, beside the button (SavedNote), not again in a toast
          setSaved(true);
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
          {bank.data.bank_name && (
            <>
              <dt className="text-gray-600">{t('bank.bankName')}</dt>
              <dd>{bank.data.bank_name}</dd>
              <dt className="text-gray-600">{t('bank.holder')}</dt>
              <dd>{bank.data.account_holder}</dd>
              <dt className="text-gray-600">{t('bank.number')}</dt>
              <dd>{bank.data.account_number_masked}</dd>
            </>
          )}
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
          label={t('bank.fpsLabel')}
          value={form.fps_id}
          onChange={set('fps_id')}
          hint={t('bank.fpsHint')}
          maxLength={80}
        />
        <p className="text-sm font-medium text-gray-800">{t('bank.bankOptional')}</p>
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
        <SubmitWithAlert
          sending={edit}
          variant="secondary"
          disabled={why !== null}
          aria-describedby={why && !saved ? hintId : undefined}
        >
          {t('bank.save')}
        </SubmitWithAlert>
        <SavedNote show={saved} label={t('bank.saved')} />
        {why && !saved && (
          <p id={hintId} className="text-center text-xs text-gray-600">
            {why}
          </p>
        )}
      </form>
    </section>
  );
}
