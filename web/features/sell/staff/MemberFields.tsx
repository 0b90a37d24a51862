import type { RoleEntry } from '../../../../contract/staff';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../ui/TextField';

/** what the member forms hold: her name, a PIN as typed (digits only) and her role */
export interface MemberValues {
  name: string;
  pin: string;
  role: string;
}

/**
 * A member's name, PIN and role (decision 0280): the fields of the form that adds her and of the one that changes
 * her in place. `pinKind` 'new' is the PIN she is given (required); 'change' a new one, left empty to keep hers.
 * Without `roles` there is no role picker: the shop's first member is its owner, and the owner keeps her role.
 */
export function MemberFields({
  value,
  onChange,
  pinKind,
  roles,
  roleName,
}: {
  value: MemberValues;
  onChange(value: MemberValues): void;
  pinKind: 'new' | 'change';
  /** the roles she may be given, in the picker's order; null: no picker */
  roles: readonly RoleEntry[] | null;
  roleName(id: string): string;
}) {
  const { t } = useTranslation('staff');
  return (
    <>
      <TextField
        label={t('name')}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
        required
        maxLength={60}
      />
      <TextField
        label={pinKind === 'new' ? t('pin') : t('newPin')}
        value={value.pin}
        onChange={(e) => onChange({ ...value, pin: e.target.value.replace(/\D/g, '').slice(0, 4) })}
        inputMode="numeric"
        autoComplete="off"
        pattern="\d{4}"
        required={pinKind === 'new'}
        hint={pinKind === 'new' ? t('pinHint') : t('newPinHint')}
      />
      {roles && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('role')}
          <select
            value={value.role}
            onChange={(e) => onChange({ ...value, role: e.target.value })}
            className="min-h-11 rounded-lg border border-gray-300 px-3"
          >
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {roleName(r.id)}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
