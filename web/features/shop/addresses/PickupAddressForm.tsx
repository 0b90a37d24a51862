import { useId } from 'react';
import type { PickupAddress } from '../../../../contract/users';
import { useTranslation } from '../../../i18n/use-translation';
import { DistrictSelect } from '../../../shared/DistrictSelect';
import { TextArea, TextField } from '../../../ui/TextField';
import { AddressBookForm, useAddressBookSave } from './AddressBookForm';
import {
  PICKUP_ADDRESS_MAX,
  PICKUP_HOURS_MAX,
  PICKUP_NAME_MAX,
  type PickupDraft,
  type PickupErrors,
  pickupDraft,
  toPickupInput,
  validatePickup,
  withAddress,
} from './pickup-rules';
import { useCheckedDraft } from './use-checked-draft';
import { useAddPickupAddress } from './useAddPickupAddress';
import { useUpdatePickupAddress } from './useUpdatePickupAddress';

export interface PickupAddressFormProps {
  /** editing this address; none adds a new one */
  pickup?: PickupAddress;
  onSaved(id: string): void;
  onCancel?(): void;
}

/**
 * Add or edit a store-pickup address: place name, address, its district (for the market's nearest pickup; as
 * the address is typed, the district its words name until she picks one), opening hours, phone. A failure is shown in the
 * form (the server's message) and logged as a console warning, as docs/product.md §8 has it for store pickup.
 */
export function PickupAddressForm({ pickup, onSaved, onCancel }: PickupAddressFormProps) {
  const { t } = useTranslation('pickup');
  const districtId = useId();
  const { draft, set, errors, check } = useCheckedDraft<PickupDraft, PickupErrors>(
    pickupDraft(pickup),
    validatePickup,
  );
  const { saving, failure, save } = useAddressBookSave(useAddPickupAddress(), useUpdatePickupAddress());

  function submit() {
    if (!check()) return;
    const warn = (err: Error) => console.warn('store pickup', pickup ? 'update' : 'add', err.message);
    save(toPickupInput(draft), pickup, onSaved, warn);
  }

  const message = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  return (
    <AddressBookForm
      label={pickup ? t('editTitle') : t('addTitle')}
      onSubmit={submit}
      failure={failure ? t('saveFailed', { message: failure.message }) : null}
      saving={saving}
      onCancel={onCancel}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
    >
      <TextField
        label={t('name')}
        value={draft.name}
        maxLength={PICKUP_NAME_MAX}
        onChange={(e) => set({ name: e.target.value })}
        error={message(errors.name)}
        required
      />
      <TextArea
        label={t('address')}
        autoComplete="street-address"
        rows={3}
        value={draft.address}
        maxLength={PICKUP_ADDRESS_MAX}
        onChange={(e) => set(withAddress(draft, e.target.value))}
        error={message(errors.address)}
        required
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={districtId} className="text-sm font-medium text-gray-800">
          {t('district')}
        </label>
        <DistrictSelect
          id={districtId}
          value={draft.district}
          onChange={(district) => set({ district, districtChosen: true })}
          emptyLabel={t('districtNotSure')}
          describedBy={`${districtId}-hint`}
        />
        <p id={`${districtId}-hint`} className="text-sm text-gray-500">
          {t('districtHint')}
        </p>
      </div>
      <TextField
        label={t('hours')}
        hint={t('hoursHint')}
        value={draft.hours}
        maxLength={PICKUP_HOURS_MAX}
        onChange={(e) => set({ hours: e.target.value })}
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
      />
    </AddressBookForm>
  );
}
