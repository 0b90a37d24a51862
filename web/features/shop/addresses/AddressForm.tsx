import { areaOfAddress, HK_AREAS, type HkArea } from '../../../../contract/delivery-fees';
import type { Address } from '../../../../contract/users';
import { useTranslation } from '../../../i18n/use-translation';
import { SelectField } from '../../../ui/SelectField';
import { TextArea, TextField } from '../../../ui/TextField';
import { AddressBookForm, useAddressBookSave } from './AddressBookForm';
import {
  ADDRESS_MAX,
  type AddressDraft,
  type AddressErrors,
  NAME_MAX,
  validateAddress,
} from './address-rules';
import { useCheckedDraft } from './use-checked-draft';
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
  const { draft, set, errors, check } = useCheckedDraft<AddressDraft, AddressErrors>(
    {
      name: address?.name ?? '',
      phone: address?.phone ?? '',
      address: address?.address ?? '',
      area: address?.area ?? '',
      areaChosen: address !== undefined,
      is_default: address?.is_default ?? false,
    },
    validateAddress,
  );
  const { saving, failure, save } = useAddressBookSave(useAddAddress(), useUpdateAddress());

  function submit() {
    if (!check()) return;
    const input = {
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      address: draft.address.trim(),
      area: draft.area || null,
      is_default: draft.is_default,
    };
    save(input, address, onSaved);
  }

  const message = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  return (
    <AddressBookForm
      label={address ? t('editTitle') : t('addTitle')}
      onSubmit={submit}
      failure={failure?.message ?? null}
      saving={saving}
      onCancel={onCancel}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
    >
      <TextField
        label={t('name')}
        autoComplete="name"
        value={draft.name}
        maxLength={NAME_MAX}
        onChange={(e) => set({ name: e.target.value })}
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
        onChange={(e) => set({ phone: e.target.value })}
        error={message(errors.phone)}
        required
      />
      <TextArea
        label={t('address')}
        autoComplete="street-address"
        rows={3}
        value={draft.address}
        maxLength={ADDRESS_MAX}
        onChange={(e) =>
          set({
            address: e.target.value,
            // the area follows the districts typed until she picks one herself
            ...(draft.areaChosen ? {} : { area: areaOfAddress(e.target.value) ?? '' }),
          })
        }
        error={message(errors.address)}
        required
      />
      <AreaSelect value={draft.area} onChange={(area) => set({ area, areaChosen: true })} />
      <label className="flex min-h-11 items-center gap-3 text-[15px] text-gray-800">
        <input
          type="checkbox"
          checked={draft.is_default}
          onChange={(e) => set({ is_default: e.target.checked })}
          className="size-5 accent-brand-dark"
        />
        {t('makeDefault')}
      </label>
    </AddressBookForm>
  );
}

/** The area of Hong Kong the address is in: delivery fees by area need it (docs/decisions/0248-delivery-fees.md). */
function AreaSelect({ value, onChange }: { value: HkArea | ''; onChange(area: HkArea | ''): void }) {
  const { t } = useTranslation('delivery');
  return (
    <SelectField<HkArea | ''>
      label={t('area')}
      value={value}
      onChange={onChange}
      hint={t('areaHint')}
      options={[
        { value: '', label: t('areaNotSure') },
        ...HK_AREAS.map((a) => ({ value: a, label: t(`areas.${a}`) })),
      ]}
    />
  );
}
