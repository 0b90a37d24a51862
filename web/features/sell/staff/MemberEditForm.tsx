import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleEntry, StaffMember } from '../../../../contract/staff';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { useUpdateStaff } from './useStaff';

/**
 * One member changed in place (decision 0280): her name, a new PIN (left empty, the PIN stays) and her role. The
 * owner's own entry keeps its role: a shop always has its owner.
 */
export function MemberEditForm({
  member,
  roles,
  roleName,
  onDone,
}: {
  member: StaffMember;
  roles: readonly RoleEntry[];
  roleName(id: string): string;
  onDone(): void;
}) {
  const { t } = useTranslation('staff');
  const update = useUpdateStaff();
  const [name, setName] = useState(member.name);
  const [pin, setPin] = useState('');
  const [role, setRole] = useState(member.role);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await update.mutateAsync({
      id: member._id,
      ...(name.trim() !== member.name ? { name: name.trim() } : {}),
      ...(pin ? { pin } : {}),
      ...(role !== member.role ? { role } : {}),
    });
    onDone();
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('editMember', { name: member.name })}
      className="flex flex-col gap-3 pt-2"
    >
      <TextField
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={60}
      />
      <TextField
        label={t('newPin')}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
        inputMode="numeric"
        autoComplete="off"
        hint={t('newPinHint')}
      />
      {member.role !== 'owner' && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('role')}
          <select
            value={role}
            onChange={(e) => setRole(e.target.value)}
            className="min-h-11 rounded-lg border border-gray-300 px-3"
          >
            {roles
              .filter((r) => r.id !== 'owner')
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {roleName(r.id)}
                </option>
              ))}
          </select>
        </label>
      )}
      {update.error && <FormAlert>{update.error.message}</FormAlert>}
      <div className="flex gap-2">
        <Button
          type="submit"
          loading={update.isPending}
          disabled={!name.trim() || (pin !== '' && pin.length !== 4)}
        >
          {t('save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('cancelApproval')}
        </Button>
      </div>
    </form>
  );
}
