import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../contract/users';
import { Button } from '../../ui/Button';
import { TextArea, TextField } from '../../ui/TextField';
import { ADDRESS_MAX, type AddressDraft, NAME_MAX, validateAddress } from './address-rules';
import { useAddAddress } from './useAddAddress';
import { useUpdateAddress } from './useUpdateAddress';

export interface AddressFormProps {
  /** editing this address; none adds a new one */
  address?: Address;
  /** the first address is the default anyway */
  onSaved(id: string): void;
  onCancel?(): void;
}

/** Add or edit a delivery address: recipient, phone, address, default. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const [draft, setDraft] = useState<AddressDraft>({
    name: address?.name ?? '',
    phone: address?.phone ?? '',
    address: address?.address ?? '',
    is_default: address?.is_default ?? false,
  });
  const [touched, setTouched] = useState(false);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const errors = touched ? validateAddress(draft) : {};
  const saving = add.isPending || update.isPending;
  const failure = add.error ?? update.error;

  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    if (Object.keys(validateAddress(draft)).length > 0) return;
    const input = {
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      address: draft.address.trim(),
      is_default: draft.is_default,
    };
    if (address) update.mutate({ _id: address._id, ...input }, { onSuccess: (a) => onSaved(a._id) });
    else add.mutate(input, { onSuccess: (r) => onSaved(r._id) });
  }

  const message = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={address ? t('editTitle') : t('addTitle')}
    >
      <TextField
        label={t('name')}
        autoComplete="name"
        value={draft.name}
        maxLength={NAME_MAX}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        error={message(errors.name)}
        required
      />
      <TextField
        label={t('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        maxLength={30}
        onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
        error={message(errors.phone)}
        required
      />
      <TextArea
        label={t('address')}
        autoComplete="street-address"
        rows={3}
        value={draft.address}
        maxLength={ADDRESS_MAX}
        onChange={(e) => setDraft({ ...draft, address: e.target.value })}
        error={message(errors.address)}
        required
      />
      <label className="flex min-h-11 items-center gap-3 text-[15px] text-gray-800">
        <input
          type="checkbox"
          checked={draft.is_default}
          onChange={(e) => setDraft({ ...draft, is_default: e.target.checked })}
          className="size-5 accent-brand-dark"
        />
        {t('makeDefault')}
      </label>
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-700">
          {failure.message}
        </p>
      )}
      <div className="flex gap-2">
        {onCancel && (
          <Button variant="secondary" className="flex-1" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" className="flex-1" loading={saving}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
